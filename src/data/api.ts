import { ApiError } from './apiError';
import { apiFetch } from './httpClient';

/*
 * The one API client: JSON in, JSON out, over apiFetch (the session's token, refresh, retries, the sign-in dialog,
 * the demo API's start). Every failure that the API answers is an ApiError (src/data/apiError.ts). No react-admin
 * here: the sign-in page loads this without it.
 */

/** Query-string values; empty ones (undefined, null, '') are left out. */
export type Query = Record<string, string | number | boolean | null | undefined>;

export interface CallOptions {
  query?: Query;
  signal?: AbortSignal;
  headers?: HeadersInit;
}

export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  if (!text) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

/** A 2xx answer: status, headers, the body's text and its JSON (undefined when empty or not JSON). */
export interface JsonAnswer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

const errorOf = (response: Response, text: string) =>
  new ApiError(response.status, parse(text) ?? (text || null), response.statusText);

/** The `ApiError` of an answer outside 2xx, its body read. */
export const apiErrorOf = async (response: Response): Promise<ApiError> => errorOf(response, await response.text());

/** One call; an `ApiError` for any answer outside 2xx. Network failures reject as fetch does. */
export async function send(path: string, init: RequestInit = {}): Promise<JsonAnswer> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const response = await apiFetch(path, { ...init, headers });
  const text = await response.text();
  if (!response.ok) throw errorOf(response, text);
  return { status: response.status, headers: response.headers, text, json: parse(text) };
}

async function call<T>(method: string, path: string, body: unknown, { query, ...init }: CallOptions = {}): Promise<T> {
  const answer = await send(withQuery(path, query), {
    ...init,
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // A 2xx that is not JSON is no answer of the API (a page served in its place, say): fail loudly, not with undefined.
  if (answer.text && answer.json === undefined)
    throw new Error(`${method} ${path} answered ${answer.status} without JSON`);
  return answer.json as T;
}

export const api = {
  get: <T>(path: string, options?: CallOptions) => call<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: CallOptions) => call<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: CallOptions) => call<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: CallOptions) => call<T>('PATCH', path, body, options),
  delete: <T>(path: string, options?: CallOptions) => call<T>('DELETE', path, undefined, options),
};
