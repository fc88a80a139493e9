import { beforeEach, describe, expect, it } from 'vitest';
import { isInaccessible, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seededRows } from './areas';
import { ADMIN, locationNow, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

serveAreaApi();
beforeEach(async () => {
  await signInAs(ADMIN);
});

const ada = () => seededRows('admin').find((record) => record.fullName === 'Ada Owner')!;
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('a management list for keyboard and screen-reader users', () => {
  it('opens each record through a link in its name column, and the link is what Enter follows', SLOW, async () => {
    renderApp('/admin');
    const link = await screen.findByRole('link', { name: 'Ada Owner' });
    expect(link).toHaveAttribute('href', `/admin/${ada().id}`);
    expect(link.closest('td')).toHaveClass('column-fullName');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(locationNow()).toBe(`/admin/${ada().id}`));
  });

  it(
    'names every row checkbox after its record, the select-all box, the column chooser and the search box',
    SLOW,
    async () => {
      renderApp('/admin');
      await screen.findByRole('link', { name: 'Ada Owner' });
      const select = within(rowOf('Ada Owner')).getByRole('checkbox', { name: 'Select Ada Owner' });
      expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
      // Every control of the list (filters included) has a name; the folded bulk bar is hidden until a row is selected.
      for (const control of document.querySelectorAll<HTMLElement>(
        'input:not([type="hidden"]):not([aria-hidden="true"]), button, [role="combobox"]',
      )) {
        if (!isInaccessible(control)) expect(control, control.outerHTML).toHaveAccessibleName();
      }
      expect(screen.queryByRole('button', { name: 'Unselect' })).not.toBeInTheDocument();
      // No aria-label on an element whose role forbids it (axe aria-prohibited-attr): the old row checkbox's span.
      expect(document.querySelectorAll('table span[aria-label]:not([role])')).toHaveLength(0);

      // Selecting by keyboard selects that row only and does not open the record.
      select.focus();
      await userEvent.keyboard(' ');
      await waitFor(() => expect(select).toBeChecked());
      expect(locationNow()).toBe('/admin');
      expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(1);
      // The row itself says it is selected, and shows it; the others do not.
      expect(screen.getAllByRole('row', { selected: true })).toEqual([rowOf('Ada Owner')]);
      expect(rowOf('Ada Owner')).toHaveClass('Mui-selected');
      // With a row selected the bulk bar shows, and its buttons can be reached.
      expect(await screen.findByRole('button', { name: 'Unselect' })).toBeInTheDocument();
      await userEvent.keyboard(' ');
      await waitFor(() => expect(select).not.toBeChecked());
      expect(rowOf('Ada Owner')).toHaveAttribute('aria-selected', 'false');
      expect(rowOf('Ada Owner')).not.toHaveClass('Mui-selected');
    },
  );
});
