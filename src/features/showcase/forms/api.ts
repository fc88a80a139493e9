import type { AutosuggestPage, AutosuggestPerson } from '@fixtures/autosuggest.fixture';
import { api } from '@/data/api';

export type { AutosuggestPage, AutosuggestPerson };

/** GET /autosuggest/data: the three suggestion groups, each keeping only what contains `q`. */
export interface AutosuggestData {
  developers: AutosuggestPerson[];
  designers: AutosuggestPerson[];
  pages: AutosuggestPage[];
}

export const fetchAutosuggest = (q: string, signal?: AbortSignal) =>
  api.get<AutosuggestData>('/autosuggest/data', { query: { q }, signal });
