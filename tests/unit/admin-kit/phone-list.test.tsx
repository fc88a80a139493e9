import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seededRows } from './areas';
import { ADMIN, locationNow, renderApp, screen, serveAreaApi, signInAs, SLOW, waitForPath } from './harness';

serveAreaApi();
beforeEach(async () => {
  await signInAs(ADMIN);
});
afterEach(() => vi.unstubAllGlobals());

/** A screen `width` px wide, as MUI's breakpoints ask for it (jsdom has no matchMedia of its own). */
function screenWidth(width: number) {
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    dispatchEvent: () => false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}

const ada = () => seededRows('admin').find((record) => record.fullName === 'Ada Owner')!;
/** A phone row: the list item that holds the record's name link. */
const phoneRow = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('a management list on a phone (390 px)', () => {
  it(
    'lists each record as its name, linking to it, with its first chosen columns beneath; no table',
    SLOW,
    async () => {
      screenWidth(390);
      renderApp('/admin');
      const link = await screen.findByRole('link', { name: 'Ada Owner' });
      expect(link).toHaveAttribute('href', `/admin/${ada().id}`);
      expect(document.querySelector('table')).toBeNull();
      // The declared columns after the picture and the name: e-mail and role.
      const row = within(phoneRow('Ada Owner'));
      expect(row.getByRole('link', { name: 'owner@demo.com' })).toBeInTheDocument();
      await waitFor(() => expect(row.getByText('Administrator')).toBeInTheDocument());
      // The status stands beside the name.
      expect(row.getByText('Active')).toBeInTheDocument();
      expect(row.queryByRole('table')).toBeNull();
      // Add, export and the column chooser stay in the toolbar (as icons), not a floating button.
      expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/admin/add');
      expect(screen.getByRole('link', { name: 'Add' })).not.toHaveClass('RaCreateButton-floating');
      expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();

      fireEvent.click(link);
      await waitForPath(`/admin/${ada().id}`);
    },
  );

  it('shows the columns the column chooser keeps', SLOW, async () => {
    screenWidth(390);
    renderApp('/admin');
    await screen.findByRole('link', { name: 'Ada Owner' });
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    // The chooser offers the declared columns even though no table registered them.
    fireEvent.click(await screen.findByRole('switch', { name: 'E-mail' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(phoneRow('Ada Owner')).queryByRole('link', { name: 'owner@demo.com' })).toBeNull(),
    );
    // The next chosen column moves up: after the role, the last sign-in.
    await waitFor(() => expect(within(phoneRow('Ada Owner')).getByText('Administrator')).toBeInTheDocument());
    expect(within(phoneRow('Ada Owner')).getByText('Active')).toBeInTheDocument();
  });

  it(
    'keeps the search on the page and the other filters behind a Filters button that counts those in use',
    SLOW,
    async () => {
      screenWidth(390);
      renderApp('/admin');
      await screen.findByRole('link', { name: 'Ada Owner' });
      expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
      // No status filter on the page: it waits behind the button.
      expect(screen.queryByLabelText('Status')).toBeNull();
      // The trash reads as the trash, not as delete.
      expect(screen.getByRole('button', { name: 'Trash' })).toHaveTextContent('Trash');
      fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
      const sheet = within(await screen.findByRole('dialog', { name: 'Filters' }));
      fireEvent.mouseDown(sheet.getByRole('combobox', { name: 'Status' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Inactive' }));
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Ada Owner' })).toBeNull());
      fireEvent.click(sheet.getByRole('button', { name: 'Show results' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Filters, 1 in use' })).toBeInTheDocument());
    },
  );

  it('sorts from a Sort menu of the shown columns, choosing the current one again reverses it', SLOW, async () => {
    screenWidth(390);
    renderApp('/admin');
    await screen.findByRole('link', { name: 'Ada Owner' });
    fireEvent.click(screen.getByRole('button', { name: 'Sort' }));
    const current = await screen.findByRole('menuitem', { current: true });
    expect(current).toHaveTextContent('Full name');
    expect(current).toHaveTextContent('ascending');
    fireEvent.click(current);
    await waitFor(() => expect(locationNow()).toMatch(/order=DESC/));
    fireEvent.click(screen.getByRole('button', { name: 'Sort' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /E-mail/ }));
    await waitFor(() => expect(locationNow()).toMatch(/sort=email/));
  });
});

describe('a management list on a wider screen (1440 px)', () => {
  it('is a table', SLOW, async () => {
    screenWidth(1440);
    renderApp('/admin');
    await waitFor(() => expect(document.querySelectorAll('tbody tr').length).toBeGreaterThan(0));
    expect(screen.getByRole('link', { name: 'Add' })).toHaveTextContent('Add');
  });
});
