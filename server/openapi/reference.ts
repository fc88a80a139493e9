import type { Method, OpenApiDocument, Operation, Parameter, Response, Schema } from './types';

/*
 * The OpenAPI document as one static HTML page: endpoints grouped by tag, their parameters, body fields, answers,
 * then every named schema. No script (the CSP allows none inline); the style is inline, which it allows.
 */

const METHODS: Method[] = ['get', 'post', 'put', 'delete'];
const MAX_LISTED_VALUES = 12;

const esc = (value: unknown) => String(value).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const code = (value: unknown) => `<code>${esc(typeof value === 'string' ? value : JSON.stringify(value))}</code>`;
const refName = (schema: Schema) => (typeof schema.$ref === 'string' ? schema.$ref.split('/').pop()! : undefined);
const branches = (schema: Schema) => (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;

/** A schema's type in a few words, with links to named schemas. */
function typeOf(schema: Schema | boolean | undefined): string {
  if (!schema || schema === true) return 'any';
  const name = refName(schema);
  if (name) return `<a href="#schema-${esc(name)}">${esc(name)}</a>`;
  const parts = branches(schema);
  // A value or a list of such values (the list's filters).
  if (parts?.length === 2 && JSON.stringify(parts[1].items) === JSON.stringify(parts[0]))
    return `${typeOf(parts[0])}, or an array of them`;
  if (parts) return [...new Set(parts.map(typeOf))].join(' or ');
  if ('const' in schema) return code(schema.const);
  if (Array.isArray(schema.enum)) {
    const values = schema.enum;
    return values.length > MAX_LISTED_VALUES
      ? `one of ${values.length} values (${values.slice(0, 3).map(code).join(', ')}, …)`
      : `one of ${values.map(code).join(', ')}`;
  }
  if (Array.isArray(schema.type)) return schema.type.map((type) => typeOf({ ...schema, type })).join(' or ');
  if (schema.type === 'array') {
    const items = schema.prefixItems as Schema[] | undefined;
    return items ? `[${items.map(typeOf).join(', ')}]` : `array of ${typeOf(schema.items as Schema)}`;
  }
  if (schema.type === 'object') {
    if (schema.properties) return `object {${Object.keys(schema.properties).map(esc).join(', ')}}`;
    if (schema.additionalProperties && schema.additionalProperties !== true)
      return `object of ${typeOf(schema.additionalProperties as Schema)}`;
  }
  if (schema.type === 'string' && schema.format) return `string (${esc(schema.format)})`;
  return esc(schema.type ?? 'any');
}

const CONSTRAINTS: Array<[string, string]> = [
  ['minLength', 'min length'],
  ['maxLength', 'max length'],
  ['minimum', 'min'],
  ['maximum', 'max'],
  ['minItems', 'min items'],
  ['maxItems', 'max items'],
  ['pattern', 'pattern'],
  ['default', 'default'],
];

/** CommonMark's code spans, the only markup the descriptions use. */
const text = (value: unknown) => esc(value).replace(/`([^`]+)`/g, '<code>$1</code>');

/** Description and constraints of a schema (and of its branches, such as a nullable value's). */
function notesOf(schema: Schema): string {
  const constraints: string[] = [];
  for (const part of [schema, ...(branches(schema) ?? [])]) {
    for (const [keyword, label] of CONSTRAINTS) {
      const value = part[keyword];
      // A format says what its long generated pattern says; the safe-integer bounds say nothing.
      if (
        value === undefined ||
        (keyword === 'pattern' && part.format) ||
        Math.abs(Number(value)) === Number.MAX_SAFE_INTEGER
      )
        continue;
      constraints.push(`${label} ${code(value)}`);
    }
  }
  return [schema.description ? text(schema.description) : '', constraints.join(', ')].filter(Boolean).join('<br>');
}

/** Required, and who writes the field. */
function useOf(schema: Schema, required: boolean): string {
  return [required && 'required', schema.readOnly && 'read-only', schema.writeOnly && 'write-only']
    .filter(Boolean)
    .join(', ');
}

const table = (head: string[], rows: string[][]) =>
  `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`;

function fields(schema: Schema, components: Record<string, Schema>): string {
  const resolved = components[refName(schema) ?? ''] ?? schema;
  const properties = resolved.properties as Record<string, Schema> | undefined;
  if (!properties) return `<p>${typeOf(schema)}</p>`;
  const required = new Set((resolved.required as string[] | undefined) ?? []);
  const link = refName(schema) ? `<p>${typeOf(schema)}</p>` : '';
  return (
    link +
    table(
      ['Field', 'Type', 'Use', 'Notes'],
      Object.entries(properties).map(([name, property]) => [
        code(name),
        typeOf(property),
        useOf(property, required.has(name)),
        notesOf(property),
      ]),
    )
  );
}

const jsonSchemaOf = (holder: { content?: Record<string, { schema: Schema }> }) =>
  holder.content?.['application/json']?.schema;

function parameters(list: Parameter[], components: Record<string, Schema>): string {
  const rows = list.map((p) => {
    const json = jsonSchemaOf(p);
    return [
      code(p.name),
      esc(p.in),
      json ? `JSON: ${typeOf(json)}` : typeOf(p.schema),
      p.required ? 'required' : '',
      text(p.description ?? ''),
    ];
  });
  const objects = list
    .filter((p) => jsonSchemaOf(p)?.properties)
    .map((p) => `<h5>${code(p.name)} keys</h5>${fields(jsonSchemaOf(p)!, components)}`);
  return `<h4>Parameters</h4>${table(['Name', 'In', 'Type', 'Required', 'Description'], rows)}${objects.join('')}`;
}

function responses(answers: Record<string, Response>): string {
  const rows = Object.entries(answers).map(([status, response]) => {
    const headers = Object.entries(response.headers ?? {}).map(
      ([name, header]) => `${code(name)}${header.description ? `: ${text(header.description)}` : ''}`,
    );
    const schema = jsonSchemaOf(response);
    return [
      `<strong>${esc(status)}</strong>`,
      text(response.description),
      schema ? typeOf(schema) : '',
      headers.join('<br>'),
    ];
  });
  return `<h4>Responses</h4>${table(['Status', 'Description', 'Body', 'Headers'], rows)}`;
}

function operation(method: Method, path: string, op: Operation, document: OpenApiDocument): string {
  const { schemas } = document.components;
  const isPublic = (op.security ?? document.security).length === 0;
  const request = op.requestBody;
  const body = request
    ? `<h4>Request body${request.required ? '' : ' (optional)'}</h4>${request.description ? `<p>${text(request.description)}</p>` : ''}${fields(jsonSchemaOf(request)!, schemas)}`
    : '';
  return `<article id="op-${esc(op.operationId)}"><h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${esc(path)}</code> ${esc(op.summary)}</h3>
${op.description ? `<p>${text(op.description)}</p>` : ''}<p class="auth">${isPublic ? 'Public.' : 'Needs a bearer access token.'}</p>
${op.parameters?.length ? parameters(op.parameters, schemas) : ''}${body}${responses(op.responses)}</article>`;
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 2rem;color:#222}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem}th,td{border:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f5f5f5}code{font-size:.9em;word-break:break-word}article{border-top:1px solid #ccc;padding:.5rem 0}
.method{display:inline-block;min-width:4rem;padding:0 .4rem;border-radius:4px;color:#fff;font-size:.85em;text-align:center}
.get{background:#1565c0}.post{background:#2e7d32}.put{background:#ef6c00}.delete{background:#c62828}.auth{color:#555;font-style:italic}
nav ul{columns:3}`;

export function renderReference(document: OpenApiDocument): string {
  const byTag = new Map(document.tags.map((tag) => [tag.name, [] as string[]]));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) byTag.get(op.tags[0])?.push(operation(method, path, op, document));
    }
  }
  const anchor = (name: string) => `tag-${esc(name)}`;
  const sections = document.tags.map(
    (tag) =>
      `<section id="${anchor(tag.name)}"><h2>${esc(tag.name)}</h2>${tag.description ? `<p>${text(tag.description)}</p>` : ''}${byTag.get(tag.name)!.join('\n')}</section>`,
  );
  const schemas = Object.entries(document.components.schemas).map(
    ([name, schema]) => `<section id="schema-${esc(name)}"><h3>${esc(name)}</h3>${fields(schema, {})}</section>`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(document.info.title)}: reference</title><style>${STYLE}</style></head><body>
<header><h1>${esc(document.info.title)}</h1><p>${text(document.info.description ?? '')}</p><p>OpenAPI ${esc(document.openapi)} document: <a href="openapi.json">openapi.json</a></p></header>
<nav><ul>${document.tags.map((tag) => `<li><a href="#${anchor(tag.name)}">${esc(tag.name)}</a></li>`).join('')}<li><a href="#schemas">Schemas</a></li></ul></nav>
<main>${sections.join('\n')}<section id="schemas"><h2>Schemas</h2>${schemas.join('\n')}</section></main></body></html>`;
}
