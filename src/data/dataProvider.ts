import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, fetchUtils, GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { Summary } from '@/contract/summary';
import { MAX_PAGE_ROWS, SUMMARY_PATH, TOTAL_ESTIMATED_HEADER } from '@/contract/types';
import { API_URL } from './config';
import { api, send } from './api';
import { ApiError } from './apiError';
import { clearDraftsUnder } from '@/shared/forms/drafts';

const simpleRest = simpleRestProvider(API_URL, (url, options) => fetchJsonVia(url, options));

/** react-admin's data provider with this API's calls beyond simple-REST (`useDataProvider<AppDataProvider>()`). */
export interface AppDataProvider extends DataProvider {
  /**
   * Every area the caller may list, with its count and latest change: the home page's one request, read under the
   * query key [SUMMARY_QUERY, …] (live updates make it stale).
   */
  getSummary(): Promise<Summary>;
}

/**
 * The message of a read the API refused (403): the screen says it (the person lost the right, src/routes/AccessLost.tsx),
 * so no toast repeats it (src/root/QuietRefusedReads.tsx). Writes keep the API's own message.
 */
export const READ_REFUSED = 'adminKit.errors.readRefused';

async function reading<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.status === 403)
      throw new ApiError(403, { ...(error.body as object), message: READ_REFUSED });
    throw error;
  }
}

/** What a list page's `meta` says beyond simple-REST: its total is the server's estimate (the pager says "about"). */
export interface ListMeta {
  totalEstimated?: boolean;
}

/** A list's filter as one string: what `total=exact` was asked for ("Count exactly" holds for those filters only). */
export const filterKeyOf = (filter: object | undefined): string => JSON.stringify(filter ?? {});

/** The list query's `meta` after "Count exactly" on a list narrowed by the filter `filterKeyOf` names. */
export interface ExactTotalMeta {
  exactTotalFor: string;
}

/**
 * One list request, as simple-REST's getList sends it; `meta.exactTotalFor` naming this filter asks for `total=exact`, and a total the
 * server estimated (TOTAL_ESTIMATED_HEADER) comes back as `meta.totalEstimated`.
 */
async function getListPage<R extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<R>> {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const { field = 'id', order = 'ASC' } = params.sort ?? {};
  const filter = filterKeyOf(params.filter);
  const query = new URLSearchParams({
    sort: JSON.stringify([field, order]),
    range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
    filter,
  });
  if ((params.meta as Partial<ExactTotalMeta> | undefined)?.exactTotalFor === filter) query.set('total', 'exact');
  const { headers, json } = await fetchJsonVia(`${API_URL}/${resource}?${query}`, { signal: params.signal });
  const total = Number(headers.get('Content-Range')?.split('/').pop());
  if (!Number.isFinite(total)) throw new Error(`The list of ${resource} came without its Content-Range total`);
  const meta: ListMeta | undefined = headers.get(TOTAL_ESTIMATED_HEADER) ? { totalEstimated: true } : undefined;
  return { data: json as unknown as R[], total, meta };
}

/** A list page; the API answers at most MAX_PAGE_ROWS rows, so a longer first page (an export) comes in pages. */
async function listPage<R extends RaRecord>(resource: string, params: GetListParams): Promise<GetListResult<R>> {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  if (perPage <= MAX_PAGE_ROWS || page !== 1) return getListPage<R>(resource, params);
  const data: R[] = [];
  let total = Infinity;
  for (let chunk = 1; data.length < Math.min(perPage, total); chunk++) {
    const answer = await getListPage<R>(resource, {
      ...params,
      pagination: { page: chunk, perPage: MAX_PAGE_ROWS },
    });
    data.push(...answer.data);
    total = answer.total ?? data.length;
    if (answer.data.length < MAX_PAGE_ROWS) break;
  }
  return { data: data.slice(0, perPage), total: total === Infinity ? data.length : total };
}

/**
 * Management areas speak the simple-REST protocol against `{API}/{area}`; a refused read says READ_REFUSED.
 */
export const dataProvider: AppDataProvider = {
  ...simpleRest,
  getList: (resource, params) => reading(() => listPage(resource, params)),
  getOne: (resource, params) => reading(() => simpleRest.getOne(resource, params)),
  getMany: (resource, params) => reading(() => simpleRest.getMany(resource, params)),
  getManyReference: (resource, params) => reading(() => simpleRest.getManyReference(resource, params)),
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

/** The first part of the summary's query keys: the home page reads it, live updates make it stale. */
export const SUMMARY_QUERY = 'summary';
