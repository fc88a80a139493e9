import { API_ERRORS, type ApiErrorBody } from './types';

/*
 * `GET /v1/search?q=…&limit=…`: records of every area the caller may read whose declared search fields match `q`,
 * best first (server/areas/search.ts answers it; the navbar search asks it). Its answer's schema is in
 * ./searchSchema.ts, apart, so that the app takes the path and the types from here without zod.
 */
export type { SearchHit } from './searchSchema';

export const SEARCH_PATH = '/search';
/**
 * Fewer characters than this: 400 (the app does not ask). Three is the least a trigram index serves; two would read
 * every row of a large area (1.5 to 15 s per search at a million users on PostgreSQL in bench:api).
 */
export const MIN_SEARCH_CHARS = 3;
export const MAX_SEARCH_CHARS = 200;
/** Hits per area when the request says nothing, and the most it may ask. */
export const DEFAULT_HITS_PER_AREA = 5;
export const MAX_HITS_PER_AREA = 20;

export interface SearchQuery {
  /** Trimmed, at least MIN_SEARCH_CHARS characters. */
  q: string;
  /** At most this many hits of each area. */
  limit: number;
}

const PARAMS = new Set(['q', 'limit']);

/** The search a query string asks for, or the 400 body that says what is wrong with it. */
export function parseSearchQuery(params: URLSearchParams): { query: SearchQuery } | { error: ApiErrorBody } {
  const refuse = (message: string, query: string) => ({ error: { message, errors: { query } } });
  for (const name of params.keys())
    if (!PARAMS.has(name)) return refuse(API_ERRORS.badSearchQuery, `unknown query parameter "${name}"; use q, limit`);
  if (params.getAll('q').length > 1 || params.getAll('limit').length > 1)
    return refuse(API_ERRORS.badSearchQuery, 'q and limit may each be given once');
  const q = (params.get('q') ?? '').trim();
  if (q.length < MIN_SEARCH_CHARS)
    return refuse(API_ERRORS.searchTooShort, `q must have at least ${MIN_SEARCH_CHARS} characters`);
  if (q.length > MAX_SEARCH_CHARS)
    return refuse(API_ERRORS.badSearchQuery, `q is longer than ${MAX_SEARCH_CHARS} characters`);
  if (q.includes('\u0000')) return refuse(API_ERRORS.badSearchQuery, 'q must not contain a NUL character');
  const limitText = params.get('limit');
  const limit = limitText === null ? DEFAULT_HITS_PER_AREA : Number(limitText);
  if (!/^\d+$/.test(limitText ?? '0') || !Number.isInteger(limit) || limit < 1 || limit > MAX_HITS_PER_AREA)
    return refuse(API_ERRORS.badSearchQuery, `limit must be a whole number from 1 to ${MAX_HITS_PER_AREA}`);
  return { query: { q, limit } };
}
