import type { AreaModel } from '@schemas/kit/model';
import { describeSchema, type FieldDescription } from '@schemas/kit/describe';
import { WIDGET_TRAITS } from '@schemas/kit/widgetTraits';
import type { Widget } from '@schemas/kit/fields';
import { API_ERRORS, MAX_PAGE_ROWS, type ApiErrorBody } from './types';

/*
 * A list request (ra-data-simple-rest: `sort`, `range`, `filter`) checked against its area's declaration: filter
 * keys may only be declared filter and search fields, `id` and `q`; sort only a listed column; range two integers,
 * at most MAX_PAGE_ROWS rows. Secrets are never filterable nor sortable. The server turns the result into SQL.
 */

export type Scalar = string | number | boolean;
export type Filter =
  | { field: string; op: 'eq'; value: Scalar }
  | { field: string; op: 'in'; value: Scalar[] }
  | { field: string; op: 'gte' | 'lte'; value: string | number }
  /** Case-insensitive, literal "contains". */
  | { field: string; op: 'contains'; value: string }
  /** An array field holds the value. */
  | { field: string; op: 'has'; value: string };

export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  range: [number, number];
  filters: Filter[];
  /** Searched literally, case-insensitively, in the declared search fields. */
  q?: string;
  search: string[];
  /** The trash (records with `deletedAt`) instead of the live records. */
  trashed: boolean;
  /** `total=exact`: count every match even above the estimate's threshold (server/areas/counts.ts). */
  exactTotal: boolean;
}

const SYSTEM: Record<string, Widget> = {
  id: 'number',
  createdAt: 'datetime',
  updatedAt: 'datetime',
  deletedAt: 'datetime',
};
const MAX_TEXT = 200;
const QUERY_PARAMS = new Set(['sort', 'range', 'filter', 'total']);

class BadQuery extends Error {}
const bad = (detail: string): never => {
  throw new BadQuery(detail);
};

function parseJson(name: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return bad(`${name} is not valid JSON`);
  }
}

/** The widget of each field a list may use, secrets left out. */
export function listFieldsOf(
  declaration: AreaModel,
): Map<string, FieldDescription | { widget: Widget; source: string }> {
  const fields = new Map<string, FieldDescription | { widget: Widget; source: string }>();
  for (const [source, widget] of Object.entries(SYSTEM)) fields.set(source, { source, widget });
  for (const field of describeSchema(declaration.schema)) if (!field.writeOnly) fields.set(field.source, field);
  return fields;
}

/** Ids are PostgreSQL integers: a larger number is no id (and would be a database error, not a 400). */
const INT4_MAX = 2_147_483_647;

function scalar(field: FieldDescription | { widget: Widget; source: string }, value: unknown, label: string): Scalar {
  const { widget } = field;
  if (widget === 'number' || widget === 'reference') {
    const number = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isFinite(number)) return bad(`${label} must be a number`);
    if (
      (widget === 'reference' || field.source === 'id') &&
      !(Number.isInteger(number) && Math.abs(number) <= INT4_MAX)
    )
      return bad(`${label} must be an integer id`);
    return number;
  }
  if (widget === 'switch') {
    if (value === 'true' || value === 'false') return value === 'true';
    if (typeof value !== 'boolean') return bad(`${label} must be true or false`);
    return value;
  }
  if (typeof value !== 'string') return bad(`${label} must be text`);
  if (value.includes('\u0000')) return bad(`${label} must not contain a NUL character`);
  if (value.length > MAX_TEXT) return bad(`${label} is longer than ${MAX_TEXT} characters`);
  if (widget === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return bad(`${label} must be a date (YYYY-MM-DD)`);
  if (widget === 'datetime' && (Number.isNaN(Date.parse(value)) || !/^\d{4}-\d{2}-\d{2}($|T)/.test(value)))
    return bad(`${label} must be a date and time (ISO 8601)`);
  if ('choices' in field && field.choices && !field.choices.includes(value))
    return bad(`${label} must be one of ${field.choices.join(', ')}`);
  return value;
}

function parseFilter(declaration: AreaModel, raw: unknown): { filters: Filter[]; q?: string; trashed: boolean } {
  if (raw === undefined) return { filters: [], trashed: false };
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return bad('filter must be a JSON object');
  const fields = listFieldsOf(declaration);
  const allowed = new Set<string>(['id', ...declaration.list.filters, ...declaration.list.search]);
  const filters: Filter[] = [];
  let q: string | undefined;
  let trashed = false;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (key === 'trashed') {
      if (value !== true && value !== false && value !== 'true' && value !== 'false')
        return bad('filter trashed must be true or false');
      trashed = value === true || value === 'true';
      continue;
    }
    if (key === 'q') {
      if (typeof value !== 'string') return bad('filter q must be text');
      if (value.length > MAX_TEXT) return bad(`filter q is longer than ${MAX_TEXT} characters`);
      if (value.trim()) q = value.trim();
      continue;
    }
    const match = /^(.*?)(?:_(q|gte|lte))?$/.exec(key)!;
    const [, name, suffix] = match;
    const field = fields.get(name);
    if (!allowed.has(name) || !field)
      return bad(`"${key}" is not a filter of ${declaration.name}; filters: ${[...allowed, 'q'].join(', ')}`);
    const label = `filter ${key}`;
    if (value === null || value === undefined || value === '') continue;
    if (suffix === 'q') {
      if (!WIDGET_TRAITS[field.widget].contains) return bad(`${label}: "_q" applies to text fields only`);
      if (typeof value !== 'string') return bad(`${label} must be text`);
      if (value.length > MAX_TEXT) return bad(`${label} is longer than ${MAX_TEXT} characters`);
      if (value.trim()) filters.push({ field: name, op: 'contains', value: value.trim() });
    } else if (suffix === 'gte' || suffix === 'lte') {
      if (!WIDGET_TRAITS[field.widget].range) return bad(`${label}: "_${suffix}" applies to numbers and dates only`);
      let bound = scalar(field, value, label) as string | number;
      // A day as the bound of a date-time field covers the whole day (UTC).
      if (field.widget === 'datetime' && typeof bound === 'string' && bound.length === 10)
        bound = `${bound}T${suffix === 'gte' ? '00:00:00.000' : '23:59:59.999'}Z`;
      else if (field.widget === 'datetime' && typeof bound === 'string') bound = new Date(bound).toISOString();
      filters.push({ field: name, op: suffix, value: bound });
    } else if (WIDGET_TRAITS[field.widget].equals === 'has') {
      if (typeof value !== 'string' || value.length > MAX_TEXT) return bad(`${label} must be text`);
      filters.push({ field: name, op: 'has', value });
    } else if (!WIDGET_TRAITS[field.widget].equals) {
      return bad(`${label}: this field cannot be filtered`);
    } else if (Array.isArray(value)) {
      if (value.length > MAX_PAGE_ROWS) return bad(`${label} lists more than ${MAX_PAGE_ROWS} values`);
      filters.push({
        field: name,
        op: 'in',
        value: value.map((item, index) => scalar(field, item, `${label}[${index}]`)),
      });
    } else {
      filters.push({ field: name, op: 'eq', value: scalar(field, value, label) });
    }
  }
  return { filters, q, trashed };
}

function parseSort(declaration: AreaModel, raw: unknown): ListQuery['sort'] {
  if (raw === undefined) return { ...declaration.list.sort };
  if (!Array.isArray(raw) || raw.length !== 2) return bad('sort must be ["field","ASC"|"DESC"]');
  const [name, order] = raw as unknown[];
  const fields = listFieldsOf(declaration);
  // The listed columns, and the system columns every record has (the home cards ask for the latest change).
  const sortable = new Set<string>([
    'id',
    'createdAt',
    'updatedAt',
    'deletedAt',
    declaration.list.sort.field,
    ...declaration.list.sortable,
  ]);
  const field = typeof name === 'string' ? fields.get(name) : undefined;
  if (typeof name !== 'string' || !field || !sortable.has(name) || !WIDGET_TRAITS[field.widget].sortable) {
    return bad(`sort: "${String(name)}" is not a sortable column of ${declaration.name}`);
  }
  if (order !== 'ASC' && order !== 'DESC') return bad('sort order must be ASC or DESC');
  return { field: name, order };
}

function parseRange(raw: unknown): [number, number] {
  if (raw === undefined) return [0, 24];
  if (!Array.isArray(raw) || raw.length !== 2 || !raw.every((n) => Number.isSafeInteger(n) && n >= 0)) {
    return bad('range must be two whole numbers [first, last]');
  }
  const [first, last] = raw as [number, number];
  if (last < first) return bad('range: last comes before first');
  if (last - first + 1 > MAX_PAGE_ROWS) return bad(`range asks for more than ${MAX_PAGE_ROWS} rows`);
  return [first, last];
}

/** The list query of a request, or the 400 body that says what is wrong with it. */
export function parseListQuery(
  declaration: AreaModel,
  params: URLSearchParams,
): { query: ListQuery } | { error: ApiErrorBody } {
  try {
    for (const name of params.keys())
      if (!QUERY_PARAMS.has(name)) bad(`unknown query parameter "${name}"; use sort, range, filter and total`);
    const total = params.getAll('total');
    if (total.length > 1 || (total.length && total[0] !== 'exact')) bad('total must be "exact" (once)');
    const json = (name: string) => (params.has(name) ? parseJson(name, params.get(name)!) : undefined);
    const { filters, q, trashed } = parseFilter(declaration, json('filter'));
    // getMany (filter by id) asks for every id it names.
    const ids = filters.find((f) => f.field === 'id' && f.op === 'in');
    const range = params.has('range')
      ? parseRange(json('range'))
      : ids
        ? ([0, MAX_PAGE_ROWS - 1] as [number, number])
        : parseRange(undefined);
    return {
      query: {
        sort: parseSort(declaration, json('sort')),
        range,
        filters,
        q,
        search: [...declaration.list.search],
        trashed,
        exactTotal: total.length > 0,
      },
    };
  } catch (error) {
    if (error instanceof BadQuery) return { error: { message: API_ERRORS.badQuery, errors: { query: error.message } } };
    throw error;
  }
}

/** The `Content-Range` header of a list page (react-admin reads the total after the slash). */
export function contentRange(area: string, first: number, count: number, total: number): string {
  return count ? `${area} ${first}-${first + count - 1}/${total}` : `${area} */${total}`;
}
