import type { AutosuggestPage, AutosuggestPerson } from '@fixtures/autosuggest.fixture';
import { apiFetch } from '@/data/httpClient';

export type { AutosuggestPage, AutosuggestPerson };

/** GET /autosuggest/data: the three suggestion groups, each keeping only what contains `q`. */
export interface AutosuggestData {
  developers: AutosuggestPerson[];
  designers: AutosuggestPerson[];
  pages: AutosuggestPage[];
}

export async function fetchAutosuggest(q: string, signal?: AbortSignal): Promise<AutosuggestData> {
  const response = await apiFetch(`/autosuggest/data?${new URLSearchParams({ q })}`, { signal });
  if (!response.ok) throw new Error(`GET /autosuggest/data answered ${response.status}`);
  return (await response.json()) as AutosuggestData;
}
