import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, FilterLiveForm, ListContextProvider, type ListControllerResult } from 'react-admin';
import { switchFilter, textFilter } from '@/admin-kit/widgets/plain/filter';
import { choiceFilter } from '@/admin-kit/widgets/select/filter';
import type { WidgetFilterContext } from '@/admin-kit/widgets/types';
import { createI18nProvider } from '@/i18n/i18nProvider';

/*
 * A choice filter applies when chosen; typed filters wait for the form's debounce (react-admin's FilterLiveForm). The
 * form here waits a minute, so a filter that reaches the list within the test was applied at once.
 */
const A_MINUTE = 60_000;

function renderFilters(context: Partial<WidgetFilterContext>) {
  const setFilters = vi.fn();
  const list = { filterValues: { q: 'kept' }, setFilters, displayedFilters: {} } as unknown as ListControllerResult;
  const base = {
    source: 'status',
    label: 'Status',
    labels: { choice: (_source: string, value: string) => value.toUpperCase() },
    translate: (key: string) => key,
  } as unknown as WidgetFilterContext;
  const filters = [
    ...choiceFilter({ ...base, field: { choices: ['active', 'inactive'] }, ...context } as WidgetFilterContext),
    ...switchFilter({ ...base, source: 'verified', label: 'Verified' }),
    ...textFilter({ ...base, source: 'city', label: 'City' }),
  ];
  render(
    <AdminContext i18nProvider={createI18nProvider()} queryClient={new QueryClient()}>
      <ListContextProvider value={list}>
        <FilterLiveForm debounce={A_MINUTE}>{filters}</FilterLiveForm>
      </ListContextProvider>
    </AdminContext>,
  );
  return setFilters;
}

describe('the filters of a list', () => {
  it('apply a choice as soon as it is chosen, with what else the form holds', async () => {
    const setFilters = renderFilters({});
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'INACTIVE' }));
    await waitFor(() => expect(setFilters).toHaveBeenCalled());
    expect(setFilters.mock.lastCall![0]).toMatchObject({ q: 'kept', status: 'inactive' });
  });

  it('apply a yes/no as soon as it is chosen', async () => {
    const setFilters = renderFilters({});
    await userEvent.click(screen.getByRole('combobox', { name: 'Verified' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: /yes/i }));
    await waitFor(() => expect(setFilters).toHaveBeenCalled());
    expect(setFilters.mock.lastCall![0]).toMatchObject({ verified: true });
  });

  it('leave typed text to the debounce', async () => {
    const setFilters = renderFilters({});
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Lis');
    expect(setFilters).not.toHaveBeenCalled();
  });
});
