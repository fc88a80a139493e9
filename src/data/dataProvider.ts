import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, fetchUtils, GetListParams, RaRecord } from 'react-admin';
import type { Summary } from '@/contract/summary';
import { MAX_PAGE_ROWS, SUMMARY_PATH } from '@/contract/types';
import { API_URL } from './config';
import { api, send } from './api';
import { clearDraftsUnder } from '@/shared/forms/drafts';

const simpleRest = simpleRestProvider(API_URL, (url, options) => fetchJsonVia(url, options));

/** react-admin's data provider with this API's calls beyond simple-REST (`useDataProvider<AppDataProvider>()`). */
export interface AppDataProvider extends DataProvider {
  /** Every area the caller may list, with its count and latest change: the home page's one request. */
  getSummary(): Promise<Summary>;
}

/**
 * Management areas speak the simple-REST protocol against `{API}/{area}`. The API answers at most MAX_PAGE_ROWS rows
 * a request, so a longer first page (a CSV export of everything) is fetched in pages of that size.
 */
export const dataProvider: AppDataProvider = {
  ...simpleRest,
  async getList<R extends RaRecord>(resource: string, params: GetListParams) {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    if (perPage <= MAX_PAGE_ROWS || page !== 1) return simpleRest.getList<R>(resource, params);
    const data: R[] = [];
    let total = Infinity;
    for (let chunk = 1; data.length < Math.min(perPage, total); chunk++) {
      const answer = await simpleRest.getList<R>(resource, {
        ...params,
        pagination: { page: chunk, perPage: MAX_PAGE_ROWS },
      });
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
  getSummary: () => api.get<Summary>(`${API_URL}${SUMMARY_PATH}`),
};

/**
 * fetchUtils.fetchJson's contract over the one API client: status, headers, body and json, and on failure an
 * ApiError, which carries what react-admin reads from an HttpError (message, status, body with `errors`).
 */
async function fetchJsonVia(url: string, options: fetchUtils.Options = {}) {
  const { status, headers, text, json } = await send(url, {
    ...options,
    headers: options.headers as HeadersInit | undefined,
  });
  // ra-data-simple-rest reads `json` and the Content-Range header.
  return { status, headers, body: text, json: json as Record<string, unknown> };
}
