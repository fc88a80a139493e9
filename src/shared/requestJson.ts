import { apiFetch } from '@/data/httpClient';

/** Field messages a mock endpoint sends with a 400: `{ error: { field: message } }`. */
export type FieldErrors = Record<string, string>;

/** A failed call to a demo endpoint: its status, and the field messages of a 400 when there are any. */
export class ApiError extends Error {
  constructor(readonly status: number, readonly fieldErrors: FieldErrors = {}) {
    super(`Request failed with status ${status}`);
  }
}

type Query = Record<string, string | number | undefined>;

function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function parse<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as { error?: unknown } | null)?.error;
    throw new ApiError(response.status, error && typeof error === 'object' ? (error as FieldErrors) : {});
  }
  return body as T;
}

/** GET a demo endpoint (the in-browser mock API) and return its JSON body. Calls carry the session's token. */
export async function getJson<T>(path: string, query?: Query): Promise<T> {
  return parse<T>(await apiFetch(withQuery(path, query), { headers: { Accept: 'application/json' } }));
}

/** Send a JSON body to a demo endpoint and return its JSON answer. */
export async function sendJson<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, query?: Query): Promise<T> {
  const response = await apiFetch(withQuery(path, query), {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return parse<T>(response);
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
