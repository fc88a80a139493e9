import { API_ERRORS, type ApiErrorBody } from './types';

/*
 * GET /v1/{area}/tags/{field}?q=…: the distinct values a tags field holds across the area's live records, those
 * containing `q` (case-insensitively), sorted, at most MAX_TAG_VALUES. The list's tag filter suggests them.
 * Zod-free: the list's tag filter imports the path, and the list loads without zod (npm run size).
 */

export const MAX_TAG_VALUES = 20;
export const MAX_TAG_QUERY = 100;

export const tagValuesPath = (area: string, field: string) => `/${area}/tags/${field}`;

/** The query's search text, or the 400 answer: only `q`, once, at most MAX_TAG_QUERY characters. */
export function parseTagValuesQuery(params: URLSearchParams): { q: string } | { error: ApiErrorBody } {
  const refuse = (query: string) => ({ error: { message: API_ERRORS.badQuery, errors: { query } } });
  const names = [...params.keys()];
  const unknown = names.find((name) => name !== 'q');
  if (unknown) return refuse(`unknown parameter ${unknown}`);
  const values = params.getAll('q');
  if (values.length > 1) return refuse('q is given more than once');
  const q = (values[0] ?? '').trim();
  if (q.length > MAX_TAG_QUERY) return refuse(`q is longer than ${MAX_TAG_QUERY} characters`);
  return { q };
}
