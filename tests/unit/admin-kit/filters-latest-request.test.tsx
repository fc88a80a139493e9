import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { AdminContext, ListContextProvider, useGetList, useListContext, type ListControllerResult } from 'react-admin';
import {
  FiltersOnLatestRequest,
  listStaleTime,
  rebaseFilter,
  sortAfter,
} from '@/admin-kit/list/FiltersOnLatestRequest';

/*
 * react-admin shows a filter change only once its navigation is rendered, and the filter form merges what was typed
 * into the filters shown. Here the list never shows the change (the context stays), as on a machine too busy to render
 * it before the form's debounce ends.
 */
function renderList(shown: Record<string, unknown>) {
  const setFilters = vi.fn();
  const setSort = vi.fn();
  const setPage = vi.fn();
  const setPerPage = vi.fn();
  const seen: {
    list?: ListControllerResult;
    setFilters?: ListControllerResult['setFilters'];
    navigate?: NavigateFunction;
  } = {};
  function Probe() {
    seen.list = useListContext();
    seen.setFilters = seen.list.setFilters;
    seen.navigate = useNavigate();
    return null;
  }
  const getList = vi.fn(() => Promise.resolve({ data: [], total: 0 }));
  const list = {
    resource: 'company',
    filterValues: shown,
    setFilters,
    setSort,
    setPage,
    setPerPage,
    displayedFilters: {},
    page: 3,
    perPage: 25,
    sort: { field: 'name', order: 'ASC' },
  } as unknown as ListControllerResult;
  const queryClient = new QueryClient();
  const tree = (also?: ReactNode) => (
    <MemoryRouter initialEntries={['/company']}>
      <AdminContext dataProvider={{ getList } as never} queryClient={queryClient}>
        <ListContextProvider value={list}>
          <FiltersOnLatestRequest>
            <Probe />
          </FiltersOnLatestRequest>
        </ListContextProvider>
        {also}
      </AdminContext>
    </MemoryRouter>
  );
  const { rerender } = render(tree());
  return {
    setFilters,
    setSort,
    setPage,
    setPerPage,
    seen,
    getList,
    showAlso: (also: ReactNode) => rerender(tree(also)),
  };
}

/** What react-admin's list controller asks once it shows `page` under `filter` (ResourceList gives it listStaleTime). */
function ShownList({ page, filter }: { page: number; filter: Record<string, unknown> }) {
  const { total } = useGetList(
    'company',
    { pagination: { page, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter },
    { staleTime: listStaleTime },
  );
  return <p>total {total}</p>;
}

describe('filter changes made before the previous one shows', () => {
  it('build on the change asked for: a search typed just after leaving the trash searches the list', () => {
    const { setFilters, seen, getList } = renderList({ trashed: true });
    seen.setFilters!({}, []);
    // The form's debounced submit: what was typed, merged into the trash's filters, still shown.
    seen.setFilters!({ trashed: true, q: 'Binned' });
    expect(setFilters.mock.calls).toEqual([
      [{}, []],
      [{ q: 'Binned' }, undefined],
    ]);
    // Each change asks the API for its first page at once, as the list will ask once it shows the change.
    expect(getList.mock.calls).toEqual([
      ['company', expect.objectContaining({ filter: {}, pagination: { page: 1, perPage: 25 } })],
      [
        'company',
        expect.objectContaining({
          filter: { q: 'Binned' },
          pagination: { page: 1, perPage: 25 },
          sort: { field: 'name', order: 'ASC' },
        }),
      ],
    ]);
  });

  it('are dropped when they ask again for what was asked: one history entry for one choice', () => {
    const { setFilters, seen, getList } = renderList({ q: 'kept' });
    seen.setFilters!({ q: 'kept', status: 'inactive' });
    seen.setFilters!({ status: 'inactive', q: 'kept' });
    expect(setFilters).toHaveBeenCalledTimes(1);
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('are dropped when they change nothing shown', () => {
    const { setFilters, seen } = renderList({ q: 'kept', status: '' });
    seen.setFilters!({ q: 'kept' });
    expect(setFilters).not.toHaveBeenCalled();
  });

  it('build on what is shown once the address changed (the change shown, or Back)', () => {
    const { setFilters, seen } = renderList({});
    seen.setFilters!({ status: 'active' });
    act(() => void seen.navigate!('/company?other'));
    seen.setFilters!({ q: 'Ada' });
    expect(setFilters.mock.lastCall).toEqual([{ q: 'Ada' }, undefined]);
  });

  it('are answered once: the list showing the change later finds the page asked at once, even answered', async () => {
    const { seen, getList, showAlso } = renderList({});
    seen.setFilters!({ q: 'Ada' });
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    // The answer is in (and noted as such) before the list shows the change.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    showAlso(<ShownList page={1} filter={{ q: 'Ada' }} />);
    await waitFor(() => expect(document.body.textContent).toContain('total 0'));
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('pass a debounced change on as it is', () => {
    const { setFilters, seen } = renderList({ q: 'kept' });
    seen.setFilters!({ q: 'kept' }, undefined, true);
    expect(setFilters).toHaveBeenCalledWith({ q: 'kept' }, undefined, true);
  });
});

describe('a change of sort, page or page size', () => {
  const asked = (getList: ReturnType<typeof vi.fn>) => getList.mock.calls.map(([, params]) => params);

  it('asks the API at once for the page the list will show, under the filters last asked for', () => {
    const { setSort, setPage, setPerPage, seen, getList } = renderList({ status: 'active' });
    seen.setFilters!({ status: 'active', q: 'Ada' });
    seen.list!.setSort({ field: 'city', order: 'DESC' });
    seen.list!.setPage(4);
    seen.list!.setPerPage(50);
    expect(setSort).toHaveBeenCalledWith({ field: 'city', order: 'DESC' });
    expect(setPage).toHaveBeenCalledWith(4);
    expect(setPerPage).toHaveBeenCalledWith(50);
    const filter = { status: 'active', q: 'Ada' };
    const sort = { field: 'name', order: 'ASC' };
    expect(asked(getList).slice(1)).toEqual([
      expect.objectContaining({ pagination: { page: 1, perPage: 25 }, sort: { field: 'city', order: 'DESC' }, filter }),
      expect.objectContaining({ pagination: { page: 4, perPage: 25 }, sort, filter }),
      expect.objectContaining({ pagination: { page: 1, perPage: 50 }, sort, filter }),
    ]);
  });

  it('is answered once: the list showing the next page finds it asked', async () => {
    const { seen, getList, showAlso } = renderList({});
    seen.list!.setPage(2);
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    showAlso(<ShownList page={2} filter={{}} />);
    await waitFor(() => expect(document.body.textContent).toContain('total 0'));
    expect(getList).toHaveBeenCalledTimes(1);
  });
});

describe('sortAfter', () => {
  it('applies the sort as react-admin does: a field asked again without an order flips it', () => {
    const shown = { field: 'name', order: 'ASC' } as const;
    expect(sortAfter(shown, { field: 'name' } as never)).toEqual({ field: 'name', order: 'DESC' });
    expect(sortAfter(shown, { field: 'city' } as never)).toEqual({ field: 'city', order: 'ASC' });
    expect(sortAfter(shown, { field: 'name', order: 'ASC' })).toEqual({ field: 'name', order: 'ASC' });
    expect(sortAfter({ field: 'name', order: 'DESC' }, { field: 'name' } as never)).toEqual({
      field: 'name',
      order: 'ASC',
    });
  });
});

describe('rebaseFilter', () => {
  it('puts what a change sets or clears in the shown filters on top of the one asked for', () => {
    expect(rebaseFilter({ a: 1, b: 2 }, { a: 1, c: 3 }, { a: 1, b: 5 })).toEqual({ a: 1, b: 5, c: 3 });
    expect(rebaseFilter({ a: 1, b: 2 }, { b: 2, c: 3 }, { b: 2 })).toEqual({ b: 2, c: 3 });
    expect(rebaseFilter({ a: 1 }, { a: 1, c: 3 }, { a: 1, c: undefined })).toEqual({ a: 1, c: 3 });
    expect(rebaseFilter({ tags: ['x'] }, { tags: ['x'], d: 1 }, { tags: ['x', 'y'] })).toEqual({
      tags: ['x', 'y'],
      d: 1,
    });
  });
});
