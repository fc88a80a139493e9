import type { AreaModel } from '@schemas/kit/model';
import { describeSchema } from '@schemas/kit/describe';
import { parseListQuery } from '@/contract/listQuery';
import { MAX_TAG_QUERY, MAX_TAG_VALUES } from '@/contract/tagValues';
import { MAX_PAGE_ROWS, TOTAL_ESTIMATED_HEADER } from '@/contract/types';
import { EXACT_COUNT_LIMIT } from '../areas/counts';
import { answer, errors, jsonContent, ref } from './components';
import { recordSchema, requestSchema } from './schemas';
import type { Header, Operation, Parameter, PathItem, Schema, Tag } from './types';

/* The simple-REST endpoints of one declared area (server/areas/routes.ts), with its trash and history. */

export const pascal = (area: string) =>
  area
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

const idParameter: Parameter = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 0, maximum: 999_999_999 },
};
const jsonParameter = (name: string, description: string, schema: Schema): Parameter => ({
  name,
  in: 'query',
  description,
  content: jsonContent(schema),
});
const pair = (first: Schema, second: Schema): Schema => ({
  type: 'array',
  prefixItems: [first, second],
  minItems: 2,
  maxItems: 2,
  items: false,
});

/** A field's value as a filter takes it: no annotations, and no null (a null filter value is ignored). */
function valueOf({ description: _d, readOnly: _r, writeOnly: _w, default: _default, ...value }: Schema): Schema {
  const branches = (value.anyOf as Schema[] | undefined)?.filter((branch) => branch.type !== 'null');
  return branches?.length === 1 ? branches[0] : value;
}

/** Whether the list accepts a query; src/contract/listQuery.ts decides, so the document cannot drift from it. */
const accepts = (declaration: AreaModel, params: Record<string, unknown>) =>
  !(
    'error' in
    parseListQuery(
      declaration,
      new URLSearchParams(Object.entries(params).map(([name, value]) => [name, JSON.stringify(value)])),
    )
  );

export function listParameters(declaration: AreaModel, record: Schema): Parameter[] {
  const { sort } = declaration.list;
  const defaults = parseListQuery(declaration, new URLSearchParams());
  const range = 'query' in defaults ? defaults.query.range : [0, 24];
  const candidates = new Set(['id', 'createdAt', 'updatedAt', 'deletedAt', sort.field, ...declaration.list.sortable]);
  const sortable = [...candidates].filter((name) => accepts(declaration, { sort: [name, 'ASC'] }));
  const properties = (record.properties ?? {}) as Record<string, Schema>;
  const widgets = new Map(describeSchema(declaration.schema).map((field) => [field.source, field.widget]));
  const filter: Record<string, Schema> = {
    id: {
      anyOf: [{ type: 'integer' }, { type: 'array', items: { type: 'integer' }, maxItems: MAX_PAGE_ROWS }],
      description: 'One id, or a list of ids (every one is answered).',
    },
  };
  for (const name of new Set<string>([...declaration.list.filters, ...declaration.list.search])) {
    const value = valueOf(properties[name] ?? {});
    filter[name] =
      widgets.get(name) === 'tags'
        ? { type: 'string', description: 'Records whose list holds this value.' }
        : {
            anyOf: [value, { type: 'array', items: value }],
            description: 'Equal to; a list matches any of its values.',
          };
  }
  if (declaration.list.search.length)
    filter.q = { type: 'string', description: `Searched case-insensitively in ${declaration.list.search.join(', ')}.` };
  filter.trashed = {
    type: 'boolean',
    description:
      'true: list the trash (records DELETE moved there) instead of the live records; needs the right to delete.',
  };
  return [
    jsonParameter(
      'sort',
      `["field", "ASC" | "DESC"]; by default ${JSON.stringify([sort.field, sort.order])}.`,
      pair({ enum: sortable }, { enum: ['ASC', 'DESC'] }),
    ),
    jsonParameter(
      'range',
      `[first, last] row positions, both included, at most ${MAX_PAGE_ROWS} rows; by default ${JSON.stringify(range)}.`,
      pair({ type: 'integer', minimum: 0 }, { type: 'integer', minimum: 0 }),
    ),
    jsonParameter(
      'filter',
      'A JSON object: a field equals a value (a list: any of them), `q` searches, `trashed: true` lists the trash. ' +
        '`{field}_q` finds text within a text field; `{field}_gte` and `{field}_lte` bound numbers and dates (a day bounds a date-time field by the whole day).',
      { type: 'object', properties: filter },
    ),
    {
      name: 'total',
      in: 'query',
      description: `"exact": count every match. Without it a filtered or searched list matching more than ${EXACT_COUNT_LIMIT} records answers the database's estimate, marked by the ${TOTAL_ESTIMATED_HEADER} header.`,
      schema: { type: 'string', enum: ['exact'] },
    },
  ];
}

export function areaTag(declaration: AreaModel): Tag {
  const readOnly = declaration.server?.readOnly ? ' Read-only: the API writes these records itself.' : '';
  return {
    name: declaration.name,
    description: `The ${declaration.name} records. Signing in is required, and the role decides what may be done.${readOnly}`,
  };
}

export function areaSchemas(declaration: AreaModel): Record<string, Schema> {
  const name = pascal(declaration.name);
  const schemas: Record<string, Schema> = { [name]: recordSchema(declaration) };
  if (declaration.server?.readOnly) return schemas;
  schemas[`${name}Create`] = requestSchema(declaration, 'create');
  schemas[`${name}Update`] = requestSchema(declaration, 'update');
  schemas[`${name}Conflict`] = {
    type: 'object',
    properties: { message: { type: 'string' }, current: ref(name) },
    required: ['message', 'current'],
    additionalProperties: false,
  };
  return schemas;
}

/** The area's paths; `recordShape` is its record's schema (areaSchemas), whose fields the filter takes. */
export function areaPaths(declaration: AreaModel, recordShape: Schema): Record<string, PathItem> {
  const area = declaration.name;
  const name = pascal(area);
  const record = ref(name);
  const etag: Record<string, Header> = {
    ETag: {
      required: true,
      description: 'The version as a weak tag; send it back as If-Match.',
      schema: { type: 'string', pattern: '^W/"\\d+"$' },
    },
  };
  const op = (
    operationId: string,
    summary: string,
    rest: Omit<Operation, 'tags' | 'operationId' | 'summary'>,
  ): Operation => ({ tags: [area], operationId: `${operationId}${name}`, summary, ...rest });
  const body = (schema: string) => ({
    required: true,
    description: 'Empty text counts as no value (null).',
    content: jsonContent(ref(schema)),
  });
  const conflict = (description: string) => answer(description, ref(`${name}Conflict`));

  const list = op('list', `List ${area} records`, {
    description: 'A page of the live records (or of the trash), sorted and filtered.',
    parameters: listParameters(declaration, recordShape),
    responses: {
      200: {
        description: 'The page.',
        headers: {
          'Content-Range': {
            required: true,
            description: `The rows answered and the total: "${area} 0-24/120", or "${area} */0" for an empty page.`,
            schema: { type: 'string', pattern: `^${area} (\\d+-\\d+|\\*)/\\d+$` },
          },
          [TOTAL_ESTIMATED_HEADER]: {
            description:
              'Present ("true") when the total is the database\'s estimate rather than a count (see `total`).',
            schema: { type: 'string', enum: ['true'] },
          },
        },
        content: jsonContent({ type: 'array', items: record }),
      },
      400: answer('A query the list does not accept: errors.query says why.', ref('ApiError')),
      ...errors(401, 403),
    },
  });
  const get = op('get', 'Get a record', {
    description: 'A record in the trash is not found here; the trash is listed with `filter: {"trashed": true}`.',
    parameters: [idParameter],
    responses: {
      200: { description: 'The record.', headers: etag, content: jsonContent(record) },
      ...errors(401, 403, 404),
    },
  });
  const tagFields = describeSchema(declaration.schema)
    .filter((field) => field.widget === 'tags')
    .map((field) => field.source);
  const tags: Record<string, PathItem> = tagFields.length
    ? {
        [`/v1/${area}/tags/{field}`]: {
          get: op('tagValues', "A tags field's values", {
            description: `The distinct values the field holds across the live records, sorted case-insensitively, at most ${MAX_TAG_VALUES}; the list's filter suggests them. Needs the right to read.`,
            parameters: [
              { name: 'field', in: 'path', required: true, schema: { enum: tagFields } },
              {
                name: 'q',
                in: 'query',
                description: 'Only values containing this text, case-insensitively.',
                schema: { type: 'string', maxLength: MAX_TAG_QUERY },
              },
            ],
            responses: {
              200: answer('The values.', { type: 'array', items: { type: 'string' }, maxItems: MAX_TAG_VALUES }),
              400: answer('A parameter other than one `q`, or a `q` too long: errors.query says why.', ref('ApiError')),
              ...errors(401, 403, 404),
            },
          }),
        },
      }
    : {};
  if (declaration.server?.readOnly) return { [`/v1/${area}`]: { get: list }, [`/v1/${area}/{id}`]: { get }, ...tags };

  const inUse = answer(
    'The record is in use: another record refers to it, it carries a flag one record must carry, or it is the last administrator.',
    ref('ApiError'),
  );
  return {
    [`/v1/${area}`]: {
      get: list,
      post: op('create', 'Create a record', {
        parameters: [
          {
            name: 'Idempotency-Key',
            in: 'header',
            description:
              'Any unique string (1–200 of letters, digits, `._:-`): a retry under the same key within a day answers the first create instead of creating again.',
            schema: { type: 'string', pattern: '^[\\w.:-]{1,200}$' },
          },
        ],
        requestBody: body(`${name}Create`),
        responses: {
          201: {
            description: 'Created.',
            headers: {
              Location: {
                required: true,
                description: 'The new record.',
                schema: { type: 'string', pattern: `^/v1/${area}/\\d+$` },
              },
            },
            content: jsonContent(record),
          },
          ...errors(400, 401, 403),
          ...(declaration.server?.exactlyOne
            ? { 409: answer(`Another request set ${declaration.server.exactlyOne} at the same time.`, ref('ApiError')) }
            : {}),
          ...errors(413),
          422: answer('The Idempotency-Key was used before for a different request.', ref('ApiError')),
        },
      }),
    },
    [`/v1/${area}/{id}`]: {
      get,
      put: op('update', 'Update a record', {
        description:
          'Fields left out keep their values. A stale edit is refused with the current record: send back the `version` read, or the ETag as If-Match.',
        parameters: [
          idParameter,
          { name: 'If-Match', in: 'header', description: 'The ETag the edit is based on.', schema: { type: 'string' } },
        ],
        requestBody: body(`${name}Update`),
        responses: {
          200: { description: 'The updated record.', headers: etag, content: jsonContent(record) },
          ...errors(400, 401, 403, 404),
          409: answer(
            'The record changed since the version sent (`{message, current}`), or the edit breaks a rule of the whole table (`{message, errors?}`).',
            { anyOf: [ref(`${name}Conflict`), ref('ApiError')] },
          ),
          412: conflict('If-Match names another version: `{message, current}`.'),
          ...errors(413),
        },
      }),
      delete: op('delete', 'Move a record to the trash', {
        description:
          'Moves a live record to the trash. With `purge=true`, deletes a record that is in the trash for good; each answers 404 for a record in the other state.',
        parameters: [
          idParameter,
          {
            name: 'purge',
            in: 'query',
            description: 'true: delete a record in the trash for good.',
            schema: { type: 'boolean' },
          },
        ],
        responses: { 200: answer('The record as it was.', record), ...errors(401, 403, 404), 409: inUse },
      }),
    },
    [`/v1/${area}/{id}/restore`]: {
      post: op('restore', 'Restore a record from the trash', {
        description: 'Takes the record out of the trash; needs the right to delete.',
        parameters: [idParameter],
        responses: {
          200: answer('The restored record.', record),
          400: answer(
            'A unique value is taken by a live record now, or a reference points into the trash.',
            ref('ApiError'),
          ),
          ...errors(401, 403, 404),
        },
      }),
    },
    ...tags,
    [`/v1/${area}/{id}/history`]: {
      get: op('history', "A record's history", {
        parameters: [idParameter],
        responses: {
          200: answer('Every change of the record, newest first.', { type: 'array', items: ref('HistoryEntry') }),
          ...errors(401, 403, 404),
        },
      }),
    },
  };
}
