import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type fetchUtils } from 'react-admin';
import { API_URL } from './config';
import { apiFetch } from './httpClient';

/** Management areas speak the simple-REST protocol against `{API}/{area}`. */
export const dataProvider = simpleRestProvider(API_URL, (url, options) => fetchJsonVia(url, options));

/** fetchUtils.fetchJson's contract (status, headers, body, json; HttpError on failure) over apiFetch. */
export async function fetchJsonVia(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers as HeadersInit | undefined);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const response = await apiFetch(url, { ...options, headers });
  const body = await response.text();
  let json: unknown;
  try {
    json = body ? JSON.parse(body) : undefined;
  } catch {
    json = undefined;
  }
  if (response.status < 200 || response.status >= 300) {
    const message = (json as { message?: string } | undefined)?.message ?? response.statusText;
    throw new HttpError(message, response.status, json);
  }
  // ra-data-simple-rest reads `json` and the Content-Range header.
  return { status: response.status, headers: response.headers, body, json: json as Record<string, unknown> };
}
