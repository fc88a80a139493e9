import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';
import { FiltersOnLatestRequest, rebaseFilter } from '@/admin-kit/list/FiltersOnLatestRequest';

/*
 * react-admin shows a filter change only once its navigation is rendered, and the filter form merges what was typed
 * into the filters shown. Here the list never shows the change (the context stays), as on a machine too busy to render
 * it before the form's debounce ends.
 */
function renderList(shown: Record<string, unknown>) {
  const setFilters = vi.fn();
  const seen: { setFilters?: ListControllerResult['setFilters']; navigate?: NavigateFunction } = {};
  function Probe() {
    seen.setFilters = useListContext().setFilters;
    seen.navigate = useNavigate();
    return null;
  }
  const list = { filterValues: shown, setFilters, displayedFilters: {} } as unknown as ListControllerResult;
  render(
    <MemoryRouter initialEntries={['/company']}>
      <ListContextProvider value={list}>
        <FiltersOnLatestRequest>
          <Probe />
        </FiltersOnLatestRequest>
      </ListContextProvider>
    </MemoryRouter>,
  );
  return { setFilters, seen };
}

describe('filter changes made before the previous one shows', () => {
  it('build on the change asked for: a search typed just after leaving the trash searches the list', () => {
    const { setFilters, seen } = renderList({ trashed: true });
    seen.setFilters!({}, []);
    // The form's debounced submit: what was typed, merged into the trash's filters, still shown.
    seen.setFilters!({ trashed: true, q: 'Binned' });
    expect(setFilters.mock.calls).toEqual([
      [{}, []],
      [{ q: 'Binned' }, undefined],
    ]);
  });

  it('are dropped when they ask again for what was asked: one history entry for one choice', () => {
    const { setFilters, seen } = renderList({ q: 'kept' });
    seen.setFilters!({ q: 'kept', status: 'inactive' });
    seen.setFilters!({ status: 'inactive', q: 'kept' });
    expect(setFilters).toHaveBeenCalledTimes(1);
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

  it('pass a debounced change on as it is', () => {
    const { setFilters, seen } = renderList({ q: 'kept' });
    seen.setFilters!({ q: 'kept' }, undefined, true);
    expect(setFilters).toHaveBeenCalledWith({ q: 'kept' }, undefined, true);
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
