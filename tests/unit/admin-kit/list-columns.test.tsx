import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

serveAreaApi();
beforeEach(async () => {
  localStorage.clear();
  await signInAs(ADMIN);
});

const header = (source: string) => document.querySelector(`thead .column-${source}`);
const sortButton = (source: string) => document.querySelector(`thead [data-field="${source}"]`);

describe("a management table's columns", () => {
  it('sort where their widget sorts: the picture is no sort button, the name is', SLOW, async () => {
    renderApp('/admin');
    await screen.findByRole('link', { name: 'Ada Owner' });
    expect(header('avatar')).not.toBeNull();
    expect(sortButton('avatar')).toBeNull();
    expect(sortButton('fullName')).not.toBeNull();
  });

  it(
    'are chosen in a chooser whose search and switches are named, also while a search finds nothing',
    SLOW,
    async () => {
      renderApp('/admin');
      await screen.findByRole('link', { name: 'Ada Owner' });
      fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
      const chooser = within(await screen.findByRole('presentation'));
      expect(chooser.getByRole('textbox', { name: 'Search columns' })).toBeInTheDocument();
      for (const name of ['Avatar', 'Full name', 'E-mail', 'Role', 'Status', 'Last sign-in']) {
        expect(chooser.getByRole('switch', { name })).toBeChecked();
      }
      fireEvent.click(chooser.getByRole('switch', { name: 'E-mail' }));
      await waitFor(() => expect(header('email')).toBeNull());
      // The chooser's search narrows its switches.
      await userEvent.type(chooser.getByRole('textbox', { name: 'Search columns' }), 'rol');
      await waitFor(() => expect(chooser.getAllByRole('switch')).toHaveLength(1));
      expect(chooser.getByRole('switch', { name: 'Role' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');

      // A search that finds nothing: no table, the chooser still offers every column.
      await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'zzzzzz');
      await waitFor(() => expect(document.querySelector('table')).toBeNull());
      expect(screen.queryByRole('link', { name: 'Ada Owner' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
      const again = within(await screen.findByRole('presentation'));
      expect(again.getAllByRole('switch')).toHaveLength(6);
      expect(again.getByRole('switch', { name: 'E-mail' })).not.toBeChecked();
    },
  );
});
