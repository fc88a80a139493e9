import { emptyToNull, fieldErrors, issueMessage, key } from '@schemas/kit/validation';
import type { AreaModel } from '@schemas/kit/model';
import { describeSchema, type FieldDescription } from '@schemas/kit/describe';
import { areaModels } from '@schemas/kit/registry';
import type { HtmlSanitizer } from './html';
import { API_ERRORS } from './types';

/*
 * What the API server enforces for a management area, all derived from its declaration: the schema (the same one the
 * form uses), unique fields, hashed write-only secrets, generated slugs, a flag exactly one record carries, and
 * references that keep a record from being deleted.
 */

export type Row = Record<string, unknown> & { id?: number | string };
export type FieldErrors = Record<string, string>;

/** Columns every record carries that a client may send back unchanged; the API ignores them. */
export const SYSTEM_KEYS = ['id', 'createdAt', 'updatedAt', 'version', 'deletedAt', 'createdBy'] as const;

/** Body keys that are neither fields of the area nor system columns (a secret's stored form included). */
export function unknownFields(declaration: AreaModel, body: Record<string, unknown>): FieldErrors {
  const known = new Set<string>([
    ...SYSTEM_KEYS,
    ...Object.keys(declaration.schema.shape),
    ...Object.keys(declaration.createSchema?.shape ?? {}),
  ]);
  // fromEntries defines own properties, so even a `__proto__` key is reported rather than swallowed.
  return Object.fromEntries(
    Object.keys(body)
      .filter((name) => !known.has(name))
      .map((name) => [name, key('unknownField')]),
  );
}

/** Whether a parsed JSON body is a plain object (not an array, null or a scalar). */
export const isPlainObject = (body: unknown): body is Record<string, unknown> =>
  Boolean(body) && typeof body === 'object' && !Array.isArray(body);

/** Rich text as the HTML policy leaves it (repeater rows included); anything else is left for the schema to judge. */
function sanitizedRichText(fields: FieldDescription[], body: unknown, html: HtmlSanitizer): unknown {
  if (!isPlainObject(body)) return body;
  const copy: Record<string, unknown> = { ...body };
  for (const field of fields) {
    const value = copy[field.source];
    if (field.widget === 'richText' && typeof value === 'string') copy[field.source] = html.sanitize(value);
    if (field.widget === 'repeater' && field.item && Array.isArray(value))
      copy[field.source] = value.map((row) => sanitizedRichText(field.item!, row, html));
  }
  return copy;
}

/** The body as the area's schema reads it; rich text is sanitised first, so the schema's limits apply to what is stored. */
export function validateBody(
  declaration: AreaModel,
  mode: 'add' | 'edit',
  body: unknown,
  html: HtmlSanitizer,
): { data: Row } | { errors: FieldErrors } {
  const schema = mode === 'add' ? (declaration.createSchema ?? declaration.schema) : declaration.schema;
  const parsed = schema.safeParse(emptyToNull(sanitizedRichText(describeSchema(schema), body ?? {}, html)), {
    error: issueMessage,
  });
  if (!parsed.success) return { errors: fieldErrors(parsed.error) };
  // Read-only fields are the server's to set.
  const data = { ...(parsed.data as Row) };
  for (const field of describeSchema(schema)) if (field.readOnly) delete data[field.source];
  return { data };
}

/** Write-only fields the API hashes: `{ password: 'passwordHash' }`. */
export const hashedFields = (declaration: AreaModel) =>
  Object.entries(declaration.server?.hashed ?? {}) as Array<[string, string]>;

/** Fields that never leave the API: hashes and write-only secrets. */
export function secretFields(declaration: AreaModel): string[] {
  const writeOnly = describeSchema(declaration.schema)
    .filter((f) => f.writeOnly)
    .map((f) => f.source);
  return [...writeOnly, ...hashedFields(declaration).map(([, target]) => target)];
}

export function withoutSecrets<T>(declaration: AreaModel, body: T): T {
  const secrets = secretFields(declaration);
  const strip = (row: unknown) => {
    if (!row || typeof row !== 'object') return row;
    const copy = { ...(row as Row) };
    for (const name of secrets) delete copy[name];
    return copy;
  };
  return (Array.isArray(body) ? body.map(strip) : strip(body)) as T;
}

/** Areas whose records point at `area` through a reference field. */
export function referencesTo(area: string, { holding = true } = {}): Array<{ declaration: AreaModel; field: string }> {
  // The audit trail (read-only areas) names records without holding them: its reference is cleared on a purge.
  return areaModels
    .filter((declaration) => Boolean(declaration.server?.readOnly) !== holding)
    .flatMap((declaration) =>
      describeSchema(declaration.schema)
        .filter((f) => f.widget === 'reference' && f.reference === area)
        .map((f) => ({ declaration, field: f.source })),
    );
}

/** Reference values arrive as numbers or numeric text (converted in place); anything else cannot name a record. */
export function coerceReferences(declaration: AreaModel, data: Row): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of describeSchema(declaration.schema).filter((f) => f.widget === 'reference')) {
    const value = data[field.source];
    if (value === null || value === undefined) continue;
    if (typeof value === 'number' && Number.isSafeInteger(value)) continue;
    if (typeof value === 'string' && /^\d{1,9}$/.test(value)) data[field.source] = Number(value);
    else errors[field.source] = key('reference');
  }
  return errors;
}

/** A request body as a JSON object: an empty body is `{}`; otherwise the error body to answer with (400). */
export function parseJsonObject(
  text: string,
): { body: Record<string, unknown> } | { error: { message: string; errors?: FieldErrors } } {
  if (!text.trim()) return { body: {} };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: { message: 'adminKit.errors.badJson' } };
  }
  if (!isPlainObject(body)) return { error: { message: 'adminKit.errors.invalid', errors: { _: key('invalid') } } };
  const problem = shapeProblem(body);
  return problem ? { error: { message: 'adminKit.errors.invalid', errors: problem } } : { body };
}

/** How deep a body may nest (a role's permissions are the deepest declared shape, at 3). */
const MAX_DEPTH = 8;

/**
 * What no declared field accepts, found before validation walks the body: nesting deeper than MAX_DEPTH (a
 * 100,000-deep array would exhaust the stack), a nested `__proto__` key, and NUL characters (PostgreSQL text cannot
 * hold them). Named by the
 * top-level field it is in.
 */
export function shapeProblem(body: Record<string, unknown>): FieldErrors | null {
  const walk = (value: unknown, depth: number): string | null => {
    if (typeof value === 'string') return value.includes('\u0000') ? key('noNul') : null;
    if (value === null || typeof value !== 'object') return null;
    if (depth > MAX_DEPTH) return key('tooDeep');
    // Copying would set a prototype instead of a key, silently dropping it (a role's condition, say): refused.
    if (Object.prototype.hasOwnProperty.call(value, '__proto__')) return key('invalid');
    for (const item of Object.values(value)) {
      const problem = walk(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  };
  for (const [field, value] of Object.entries(body)) {
    const problem = walk(value, 1);
    if (problem) return { [field]: problem };
  }
  return null;
}

/** A record's entity tag: its version (weak, since the JSON may be re-serialised). */
export const etagOf = (row: Row) => `W/"${String(row.version ?? 1)}"`;

/**
 * Optimistic locking: an edit sends back the `version` it read (react-admin sends the whole record), or an API client
 * sends `If-Match`. A stale one is refused, so nobody silently overwrites someone else's change: 409 for the body's
 * version, 412 for `If-Match`, each with the current record so the client can show what changed.
 */
export function staleEdit(
  current: Row,
  body: Record<string, unknown>,
  ifMatch: string | null,
): { status: 409 | 412; body: { message: string; current: Row } } | null {
  const conflict = { message: API_ERRORS.conflict, current };
  if (ifMatch !== null && ifMatch.trim() !== '*') {
    const tags = ifMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (!tags.includes(etagOf(current).replace(/^W\//, ''))) return { status: 412, body: conflict };
  }
  if (body.version !== undefined && body.version !== null && body.version !== current.version)
    return { status: 409, body: conflict };
  return null;
}
