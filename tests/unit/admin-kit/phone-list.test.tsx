import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seededRows } from './areas';
import { ADMIN, renderApp, screen, serveAreaApi, signInAs, SLOW, waitForPath } from './harness';

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
      expect(row.queryByText('Active')).toBeNull();
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
    // The next chosen columns move up: role, then status.
    await waitFor(() => expect(within(phoneRow('Ada Owner')).getByText('Active')).toBeInTheDocument());
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
