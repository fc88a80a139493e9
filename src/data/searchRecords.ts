import { SEARCH_PATH, type SearchHit } from '@/contract/search';
import { api } from './api';
import { API_URL } from './config';

/** `GET /v1/search`: the records of every area the signed-in person may read that match `q`, best first. */
export const searchRecords = (q: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<SearchHit[]>(`${API_URL}${SEARCH_PATH}`, { query: { q }, signal });
