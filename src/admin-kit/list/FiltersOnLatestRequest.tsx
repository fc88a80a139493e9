import { useMemo, useRef, type ReactNode } from 'react';
import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import {
  ListContextProvider,
  removeEmpty,
  useDataProvider,
  useListContext,
  type DataProvider,
  type ListControllerResult,
  type SortPayload,
} from 'react-admin';

type Filter = Record<string, unknown>;

/** One page of a list, as its controller asks for it. */
interface PageAsked {
  page: number;
  perPage: number;
  sort: SortPayload;
  filter: Filter;
}

/**
 * The sort react-admin's list applies for `setSort(next)` (its query reducer): the same field without an order flips
 * it.
 */
export function sortAfter(shown: SortPayload, next: SortPayload): SortPayload {
  const flipped = shown.order === 'DESC' ? 'ASC' : 'DESC';
  return { field: next.field, order: next.order ?? (next.field === shown.field ? flipped : 'ASC') };
}

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

/** How long a page asked at once stays fresh: the list showing the change finds it answered and does not ask again. */
const ASKED_AT_ONCE_FRESH_MS = 5_000;

/** The lists' queries asked at once, with when that answer came (a later answer is the list's own). */
const answeredAtOnce = new WeakMap<object, number>();

/** The list controller's `staleTime`: react-query's default (0: ask again), but for the answer to a page asked at once. */
export const listStaleTime = (query: Pick<Query, 'state'>) =>
  answeredAtOnce.get(query) === query.state.dataUpdatedAt ? ASKED_AT_ONCE_FRESH_MS : 0;

/**
 * Asks the API for a page now, in the query react-admin's list controller will make once the change is shown
 * (`useGetList`'s key and answer), so the controller finds it on its way: the change is shown after a navigation and
 * a render of the route, about 100 ms on a 2-core machine, which the request no longer waits for.
 */
function askNow(queryClient: QueryClient, dataProvider: DataProvider, resource: string, asked: PageAsked) {
  const { page, perPage, sort, filter } = asked;
  // As the controller reads it back from the address (JSON), with no permanent filter (ResourceList has none).
  const params = { pagination: { page, perPage }, sort, filter: JSON.parse(JSON.stringify(removeEmpty(filter))) };
  const queryKey = [resource, 'getList', params];
  void queryClient
    .prefetchQuery({
      queryKey,
      queryFn: ({ signal }) =>
        dataProvider
          .getList(resource, { ...params, signal: dataProvider.supportAbortSignal === true ? signal : undefined })
          .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    })
    .then(() => {
      const query = queryClient.getQueryCache().find({ queryKey, exact: true });
      if (query?.state.status === 'success') answeredAtOnce.set(query, query.state.dataUpdatedAt);
    });
}

/**
 * The list's context, with filter changes built on the latest one asked for rather than the one shown, and every
 * change of filters, sort, page or page size asked of the API at once (`askNow`).
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
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  // The filters last asked for, while the list still shows the address they were asked from.
  const pending = useRef<{ asked: Filter; from: string } | undefined>(undefined);
  const value = useMemo((): ListControllerResult => {
    const { resource, filterValues, setFilters, setSort, setPage, setPerPage, sort, page, perPage } = list;
    const stillPending = () => (pending.current?.from === location.key ? pending.current : undefined);
    const ask = (change: Partial<PageAsked>) =>
      askNow(queryClient, dataProvider, resource, {
        page,
        perPage,
        sort,
        filter: stillPending()?.asked ?? filterValues,
        ...change,
      });
    return {
      ...list,
      setSort: (next: SortPayload) => {
        setSort(next);
        ask({ sort: sortAfter(sort, next), page: 1 });
      },
      setPage: (next: number) => {
        setPage(next);
        ask({ page: next });
      },
      setPerPage: (next: number) => {
        setPerPage(next);
        ask({ perPage: next, page: 1 });
      },
      setFilters: (filter: Filter, displayedFilters?: object, debounce?: boolean) => {
        if (debounce) return setFilters(filter, displayedFilters, debounce);
        const latest = stillPending();
        const next = latest ? rebaseFilter(filterValues, latest.asked, filter) : filter;
        if (displayedFilters === undefined && filterKey(next) === filterKey(latest?.asked ?? filterValues)) return;
        pending.current = { asked: next, from: location.key };
        setFilters(next, displayedFilters);
        ask({ filter: next, page: 1 });
      },
    };
  }, [list, location.key, queryClient, dataProvider]);
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
