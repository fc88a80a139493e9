import { useMemo, useState } from 'react';
import type { GoodTableRow } from './api';
import type { TableSort } from './DataTable';
import { lastPage, pageOf, searchRows, sortRows } from './tableQuery';

/** Clicking the sorted column flips its direction; another column starts ascending. */
export const nextSort = (current: TableSort | undefined, field: keyof GoodTableRow): TableSort =>
  current?.field === field
    ? { field, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { field, direction: 'asc' };

/** Search, sort, paging and selection over rows the page already holds (client mode). */
export function useClientTable(rows: GoodTableRow[], initialPerPage = 10) {
  const [query, setQueryState] = useState('');
  const [sort, setSort] = useState<TableSort>({ field: 'id', direction: 'asc' });
  const [page, setPage] = useState(0);
  const [perPage, setPerPageState] = useState(initialPerPage);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const matching = useMemo(() => sortRows(searchRows(rows, query), sort.field, sort.direction), [rows, query, sort]);
  const safePage = Math.min(page, lastPage(matching.length, perPage));
  return {
    query,
    setQuery: (q: string) => {
      setQueryState(q);
      setPage(0);
    },
    sort,
    onSort: (field: keyof GoodTableRow) => {
      setSort(nextSort(sort, field));
      setPage(0);
    },
    matching,
    pageRows: pageOf(matching, safePage, perPage),
    pagination: {
      page: safePage,
      perPage,
      total: matching.length,
      onPage: setPage,
      onPerPage: (n: number) => {
        setPerPageState(n);
        setPage(0);
      },
    },
    selected,
    setSelected,
  };
}
