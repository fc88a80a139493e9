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
      expect(again.getAllByRole('switch')).toHaveLength(9);
      expect(again.getByRole('switch', { name: 'E-mail' })).not.toBeChecked();
    },
  );

  it(
    'move one place at a time from the keyboard, keeping the focus and saying where the column went',
    SLOW,
    async () => {
      renderApp('/admin');
      await screen.findByRole('link', { name: 'Ada Owner' });
      const shownOrder = () =>
        [...document.querySelectorAll('thead th')].flatMap((cell) =>
          [...cell.classList].filter((name) => name.startsWith('column-')).map((name) => name.slice('column-'.length)),
        );
      expect(shownOrder()).toEqual(['avatar', 'fullName', 'email', 'roleId', 'status', 'lastSignInAt']);
      fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
      const chooser = within(await screen.findByRole('presentation'));
      const switches = () => chooser.getAllByRole('switch').map((item) => item.closest('label')?.textContent);
      expect(chooser.getByRole('button', { name: 'Move Avatar up' })).toBeDisabled();

      chooser.getByRole('button', { name: 'Move Avatar down' }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() =>
        expect(shownOrder()).toEqual(['fullName', 'avatar', 'email', 'roleId', 'status', 'lastSignInAt']),
      );
      expect(switches()).toEqual([
        'Full name',
        'Avatar',
        'E-mail',
        'Role',
        'Status',
        'Last sign-in',
        'ID',
        'Created',
        'Last change',
      ]);
      expect(chooser.getByRole('status')).toHaveTextContent('Avatar: column 2 of 9');
      expect(chooser.getByRole('button', { name: 'Move Avatar down' })).toHaveFocus();

      // To the end: the last step hands the focus to the button that can still move it.
      for (let i = 0; i < 7; i++) await userEvent.keyboard('{Enter}');
      expect(chooser.getByRole('status')).toHaveTextContent('Avatar: column 9 of 9');
      expect(chooser.getByRole('switch', { name: 'Avatar' })).toBeChecked();
      expect(shownOrder().at(-1)).toBe('avatar');
      expect(chooser.getByRole('button', { name: 'Move Avatar down' })).toBeDisabled();
      expect(chooser.getByRole('button', { name: 'Move Avatar up' })).toHaveFocus();
      await userEvent.keyboard(' ');
      expect(chooser.getByRole('status')).toHaveTextContent('Avatar: column 8 of 9');
    },
  );

  it(
    'offer every field of the record, the others than the declared ones hidden until shown, and Reset hides them again',
    SLOW,
    async () => {
      renderApp('/company');
      await waitFor(() => expect(document.querySelectorAll('tbody tr').length).toBeGreaterThan(1));
      expect(header('phone')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
      const chooser = within(await screen.findByRole('presentation'));
      for (const name of ['Name', 'Industry', 'Country', 'E-mail', 'Last change']) {
        expect(chooser.getByRole('switch', { name })).toBeChecked();
      }
      for (const name of ['Phone', 'Website', 'Address', 'Description', 'ID', 'Created']) {
        expect(chooser.getByRole('switch', { name })).not.toBeChecked();
      }
      expect(chooser.queryByRole('switch', { name: 'In the trash since' })).toBeNull();
      fireEvent.click(chooser.getByRole('switch', { name: 'Phone' }));
      fireEvent.click(chooser.getByRole('switch', { name: 'Created' }));
      await waitFor(() => expect(header('phone')).not.toBeNull());
      expect(header('createdAt')).not.toBeNull();
      fireEvent.click(chooser.getByRole('button', { name: 'Reset' }));
      await waitFor(() => expect(header('phone')).toBeNull());
      expect(header('createdAt')).toBeNull();
      expect(header('industry')).not.toBeNull();
    },
  );
});
