import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type fetchUtils, type GetListParams, type RaRecord } from 'react-admin';
import { MAX_PAGE_ROWS } from '@/contract/types';
import { API_URL } from './config';
import { apiFetch } from './httpClient';
import { clearDraftsUnder } from '@/shared/forms/drafts';

const simpleRest = simpleRestProvider(API_URL, (url, options) => fetchJsonVia(url, options));

/**
 * Management areas speak the simple-REST protocol against `{API}/{area}`. The API answers at most MAX_PAGE_ROWS rows
 * a request, so a longer first page (a CSV export of everything) is fetched in pages of that size.
 */
export const dataProvider: DataProvider = {
  ...simpleRest,
  async getList<R extends RaRecord>(resource: string, params: GetListParams) {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    if (perPage <= MAX_PAGE_ROWS || page !== 1) return simpleRest.getList<R>(resource, params);
    const data: R[] = [];
    let total = Infinity;
    for (let chunk = 1; data.length < Math.min(perPage, total); chunk++) {
      const answer = await simpleRest.getList<R>(resource, { ...params, pagination: { page: chunk, perPage: MAX_PAGE_ROWS } });
      data.push(...answer.data);
      total = answer.total ?? data.length;
      if (answer.data.length < MAX_PAGE_ROWS) break;
    }
    return { data: data.slice(0, perPage), total: total === Infinity ? data.length : total };
  },
  // A saved record's kept drafts are done with (src/shared/forms/drafts.ts).
  async update(resource, params) {
    const result = await simpleRest.update(resource, params);
    clearDraftsUnder(`/${resource}/${String(params.id)}`);
    return result;
  },
  async create(resource, params) {
    const result = await simpleRest.create(resource, params);
    clearDraftsUnder(`/${resource}/add`);
    return result;
  },
};

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
