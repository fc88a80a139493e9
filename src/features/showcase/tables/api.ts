import type { GoodTableRow, GoodTableStatus } from '@fixtures/good-table.fixture';
import { api } from '@/data/api';

export type { GoodTableRow, GoodTableStatus };

/** Typed calls to the table showcase's endpoints (GET /good-table/*). */
const getJson = <T>(path: string, signal?: AbortSignal) => api.get<T>(path, { signal });

export const fetchBasicRows = (signal?: AbortSignal) =>
  getJson<{ rows: GoodTableRow[] }>('/good-table/basic', signal).then((body) => body.rows);

export interface RowGroup {
  id: GoodTableStatus;
  label: GoodTableStatus;
  rows: GoodTableRow[];
}

export const fetchRowGroups = (signal?: AbortSignal) =>
  getJson<{ groups: RowGroup[] }>('/good-table/row-group', signal).then((body) => body.groups);

export interface AdvancedFilters {
  name: string;
  email: string;
  post: string;
  city: string;
  /** YYYY-MM-DD or empty. */
  dateFrom: string;
  dateTo: string;
  salaryMin: string;
  salaryMax: string;
}

export const EMPTY_FILTERS: AdvancedFilters = {
  name: '',
  email: '',
  post: '',
  city: '',
  dateFrom: '',
  dateTo: '',
  salaryMin: '',
  salaryMax: '',
};

/** Only the filters that are set travel to the server. */
export const filterParams = (filters: AdvancedFilters) =>
  new URLSearchParams(
    Object.entries(filters)
      .filter(([, value]) => value.trim() !== '')
      .map(([key, value]) => [key, value.trim()]),
  );

export const fetchAdvancedSearch = (filters: AdvancedFilters, signal?: AbortSignal) =>
  getJson<{ rows: GoodTableRow[]; total: number }>(`/good-table/advanced-search?${filterParams(filters)}`, signal);

export type SortDirection = 'asc' | 'desc';

export interface ServerQuery {
  q: string;
  sortBy: keyof GoodTableRow;
  direction: SortDirection;
  /** From 1. */
  page: number;
  perPage: number;
}

export interface ServerPage {
  rows: GoodTableRow[];
  total: number;
  page: number;
  perPage: number;
}

/** The server searches, sorts and pages: only the visible page travels. */
export function serverParams({ q, sortBy, direction, page, perPage }: ServerQuery): URLSearchParams {
  const params = new URLSearchParams({
    sort: `${String(sortBy)}:${direction}`,
    page: String(page),
    perPage: String(perPage),
  });
  if (q.trim()) params.set('q', q.trim());
  return params;
}

export const fetchServerPage = (query: ServerQuery, signal?: AbortSignal) =>
  getJson<ServerPage>(`/good-table/table_ssr?${serverParams(query)}`, signal);
