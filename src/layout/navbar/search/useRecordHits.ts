import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MIN_SEARCH_CHARS, type SearchHit } from '@/contract/search';
import { useSessionUser } from '@/auth/session';
import { searchRecords } from '@/data/searchRecords';
import { useDebounced } from '@/shared/useDebounced';

/** As the lists' search box: the request leaves once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface RecordHits {
  /** The text the hits answer (the typed text once typing paused). */
  q: string;
  hits: SearchHit[];
  /** Too little typed to search records (but something). */
  tooShort: boolean;
  /** Typing has not paused yet, or the answer is on its way. */
  pending: boolean;
  error: unknown;
  retry: () => void;
}

/** The records matching what is typed, asked once typing pauses; the previous answer stays until the next arrives. */
export function useRecordHits(typed: string): RecordHits {
  const text = typed.trim();
  const q = useDebounced(text, SEARCH_DEBOUNCE_MS);
  const user = useSessionUser();
  const enabled = q.length >= MIN_SEARCH_CHARS && Boolean(user);
  const answer = useQuery({
    queryKey: ['search', user?.id, q],
    queryFn: ({ signal }) => searchRecords(q, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: false,
  });
  const searching = text.length >= MIN_SEARCH_CHARS;
  return {
    q,
    hits: searching && enabled ? (answer.data ?? []) : [],
    tooShort: text.length > 0 && !searching,
    pending: searching && (text !== q || answer.isFetching),
    error: searching && enabled ? answer.error : null,
    retry: () => void answer.refetch(),
  };
}
