import { useEffect } from 'react';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { ACTIVITY_AREA, type LiveEvent } from '@/contract/events';
import { useSessionUser } from '@/auth/session';
import { SUMMARY_QUERY } from '@/data/dataProvider';
import { emitLiveChange, isInEdit, openLiveStream } from '@/data/liveEvents';
import { clearPresence, receivePresence } from '@/data/presence';
import { clearNewItems, noteNewItem } from '@/data/newItems';

/** Events are gathered this long before the screens refetch: a bulk delete is one refetch, not fifty. */
const SETTLE_MS = 300;
/** Without the stream, the home page's counts and the lists on screen are read again this often. */
export const POLL_MS = 30_000;

/** The reads of an area's data, by their query keys' second part (react-admin's, and the history panel's). */
const DATA_READS = new Set(['getList', 'getOne', 'getMany', 'getManyReference', 'history']);

/**
 * What changes in `areas` (every area: 'all') make stale: the areas' lists, records, histories and trash, the
 * activity area and the summary. Not a record open in an edit form: its values and the version a save sends back
 * stay the ones read (the form hears of the change itself).
 */
function staleFor(areas: Set<string> | 'all') {
  return (query: Query) => {
    const [area, method, params] = query.queryKey as [unknown, unknown, { id?: unknown } | undefined];
    if (area === SUMMARY_QUERY || area === ACTIVITY_AREA) return true;
    if (typeof area !== 'string' || typeof method !== 'string' || !DATA_READS.has(method)) return false;
    if (areas !== 'all' && !areas.has(area)) return false;
    return !(method === 'getOne' && isInEdit(area, params?.id));
  };
}

function refetchOn(queryClient: QueryClient) {
  const areas = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    queue(event: LiveEvent) {
      areas.add(event.area);
      timer ??= setTimeout(() => {
        timer = undefined;
        const predicate = staleFor(new Set(areas));
        areas.clear();
        void queryClient.invalidateQueries({ predicate });
      }, SETTLE_MS);
    },
    cancel: () => clearTimeout(timer),
  };
}

/**
 * While someone is signed in, the screens follow what colleagues commit (GET /v1/events): lists, record pages,
 * histories and the home page's counts refetch; an edit form hears of its record (changedElsewhere.tsx). Where the
 * stream cannot be had, lists and counts are read again every 30 s and the person is told once.
 */
export function LiveUpdates() {
  const user = useSessionUser();
  const signedIn = user !== null;
  const me = user?.id;
  const queryClient = useQueryClient();
  const notify = useNotify();
  useEffect(() => {
    if (!signedIn) return;
    const poll = () => void queryClient.invalidateQueries({ predicate: staleFor('all') });
    const refetch = refetchOn(queryClient);
    let polling: ReturnType<typeof setInterval> | undefined;
    let told = false;
    const close = openLiveStream({
      change(event) {
        refetch.queue(event);
        noteNewItem(event, me);
        emitLiveChange(event);
      },
      presence: receivePresence,
      reload: poll,
      state(state) {
        // For tools and tests: whether the screens follow colleagues now ('live'), or not yet or no longer.
        document.documentElement.dataset.liveUpdates = state;
        clearInterval(polling);
        polling = undefined;
        if (state !== 'off') return;
        polling = setInterval(poll, POLL_MS);
        if (!told) notify('adminKit.live.off', { type: 'info' });
        told = true;
      },
    });
    return () => {
      close();
      delete document.documentElement.dataset.liveUpdates;
      clearPresence();
      clearNewItems();
      refetch.cancel();
      clearInterval(polling);
    };
  }, [signedIn, me, queryClient, notify]);
  return null;
}
