import { useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ListContextProvider, removeEmpty, useListContext, type ListControllerResult } from 'react-admin';

type Filter = Record<string, unknown>;

/** Filters as react-admin applies them (empty values dropped), written the same whatever the keys' order. */
const filterKey = (filter: object) =>
  JSON.stringify(Object.entries(removeEmpty(filter) as object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** What `next` changes in `shown` (a key `next` lacks is cleared), put on top of `asked`. */
export function rebaseFilter(shown: Filter, asked: Filter, next: Filter): Filter {
  const rebased: Filter = { ...asked };
  for (const key of new Set([...Object.keys(shown), ...Object.keys(next)])) {
    if (filterKey({ value: next[key] }) === filterKey({ value: shown[key] })) continue;
    if (next[key] === undefined) delete rebased[key];
    else rebased[key] = next[key];
  }
  return rebased;
}

/**
 * The list's context, with filter changes built on the latest one asked for rather than the one shown.
 *
 * react-admin applies a filter change a tick later, as a navigation that react-router renders as a transition: on a
 * busy machine the list shows the old filters for a while after a button changed them. The filter form's debounced
 * submit merges what was typed into the filters *shown*, so typing a search just after "Back to the list" searched the
 * trash again. Here a change asked before the previous one is shown is rebased on that previous one; one that asks
 * for what was already asked (or is shown) is dropped, as it would only add a history entry and go back to page 1.
 */
export function FiltersOnLatestRequest({ children }: { children: ReactNode }) {
  const list = useListContext();
  const location = useLocation();
  // The filters last asked for, while the list still shows the address they were asked from.
  const pending = useRef<{ asked: Filter; from: string } | undefined>(undefined);
  const value = useMemo((): ListControllerResult => {
    const { filterValues, setFilters } = list;
    const stillPending = () => (pending.current?.from === location.key ? pending.current : undefined);
    return {
      ...list,
      setFilters: (filter: Filter, displayedFilters?: object, debounce?: boolean) => {
        if (debounce) return setFilters(filter, displayedFilters, debounce);
        const latest = stillPending();
        const next = latest ? rebaseFilter(filterValues, latest.asked, filter) : filter;
        if (displayedFilters === undefined && filterKey(next) === filterKey(latest?.asked ?? filterValues)) return;
        pending.current = { asked: next, from: location.key };
        setFilters(next, displayedFilters);
      },
    };
  }, [list, location.key]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
