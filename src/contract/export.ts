import { API_ERRORS, type ApiErrorBody } from './types';

/*
 * `GET /v1/{area}/export`: every record of an area's list that the caller may read, as one file (server/areas/export.ts
 * answers it). The list's own parameters choose the records and their order (`sort`, `filter`; `q` may also come on
 * its own); the export's choose the file: `format` (csv, the default, or json), and for CSV its header row, the
 * fields' labels in `locale` (the default) or their names.
 */

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_HEADERS = ['labels', 'names'] as const;
export type ExportHeader = (typeof EXPORT_HEADERS)[number];

/** The app's languages: a CSV's header row can be in any of them. */
export const EXPORT_LOCALES = ['en', 'de', 'fr', 'pt'] as const;
export type ExportLocale = (typeof EXPORT_LOCALES)[number];

export interface ExportOptions {
  format: ExportFormat;
  header: ExportHeader;
  locale: ExportLocale;
}

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** The export's path under the API's address. */
export const exportPath = (area: string) => `/${area}/export`;

/** `company-2026-07-16.csv`: the area and the day (UTC) it was exported. */
export const exportFileName = (area: string, format: ExportFormat, at: Date) =>
  `${area}-${at.toISOString().slice(0, 10)}.${format}`;

const LIST_PARAMS = ['sort', 'filter'];
const OWN_PARAMS = ['format', 'header', 'locale', 'q'];

class BadExport extends Error {}
const bad = (detail: string): never => {
  throw new BadExport(detail);
};

function oneOf<T extends string>(params: URLSearchParams, name: string, values: readonly T[], fallback: T): T {
  const given = params.getAll(name);
  if (!given.length) return fallback;
  if (given.length > 1 || !values.includes(given[0] as T)) bad(`${name} must be one of ${values.join(', ')} (once)`);
  return given[0] as T;
}

/** `filter` with a `q` given on its own: a `filter` that is not JSON is left for the list's parser to refuse. */
function withSearch(filter: string | null, q: string): string {
  let parsed: unknown = {};
  try {
    parsed = filter === null ? {} : JSON.parse(filter);
  } catch {
    return filter!;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return filter!;
  if ('q' in parsed) bad('q is given twice: on its own and in filter');
  return JSON.stringify({ ...parsed, q });
}

/**
 * The export's options and the list query it exports (its `sort` and `filter`, for src/contract/listQuery.ts to
 * check), or the 400 body saying what is wrong. `range` and `total` are refused: an export answers every match.
 */
export function splitExportQuery(
  params: URLSearchParams,
): { options: ExportOptions; list: URLSearchParams } | { error: ApiErrorBody } {
  try {
    for (const name of new Set(params.keys())) {
      if (OWN_PARAMS.includes(name)) continue;
      if (!LIST_PARAMS.includes(name))
        bad(`unknown query parameter "${name}"; an export takes ${[...OWN_PARAMS, ...LIST_PARAMS].join(', ')}`);
      if (params.getAll(name).length > 1) bad(`${name} is given more than once`);
    }
    const options: ExportOptions = {
      format: oneOf(params, 'format', EXPORT_FORMATS, 'csv'),
      header: oneOf(params, 'header', EXPORT_HEADERS, 'labels'),
      locale: oneOf(params, 'locale', EXPORT_LOCALES, 'en'),
    };
    const list = new URLSearchParams();
    for (const name of LIST_PARAMS) if (params.has(name)) list.set(name, params.get(name)!);
    const q = params.getAll('q');
    if (q.length > 1) bad('q is given more than once');
    if (q.length) list.set('filter', withSearch(params.get('filter'), q[0]));
    return { options, list };
  } catch (error) {
    if (error instanceof BadExport)
      return { error: { message: API_ERRORS.badQuery, errors: { query: error.message } } };
    throw error;
  }
}
