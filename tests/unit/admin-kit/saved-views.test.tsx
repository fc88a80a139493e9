import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUser } from '@/auth/session';
import { viewNameProblem, viewSearch, type SavedView } from '@/admin-kit/list/savedViews';
import { ADMIN, locationNow, renderApp, screen, serveAreaApi, signInAs, SLOW } from './harness';

serveAreaApi();
beforeEach(async () => {
  localStorage.clear();
  await signInAs(ADMIN);
});

const query = () => decodeURIComponent(locationNow());
const names = () => [...document.querySelectorAll('tbody tr .column-name')].map((cell) => cell.textContent);

async function openViews() {
  fireEvent.click(screen.getByRole('button', { name: 'Views' }));
  return within(await screen.findByRole('dialog', { name: 'Saved views' }));
}

/** Saves the list's view as `name` in the open views dialog, or opens it first. */
async function saveAs(name: string) {
  const open = screen.queryByRole('dialog', { name: 'Saved views' });
  const views = open ? within(open) : await openViews();
  const field = views.getByRole('textbox', { name: /Name of this view/ });
  await userEvent.clear(field);
  if (name) await userEvent.type(field, name);
  fireEvent.click(views.getByRole('button', { name: 'Save' }));
  return views;
}

describe("a list's saved views", () => {
  it('save the filters, sort and columns under a name and show them again when picked', SLOW, async () => {
    renderApp(`/language?filter=${encodeURIComponent('{"direction":"rtl"}')}&sort=code&order=DESC`);
    await waitFor(() => expect(names()).toEqual(['Hebrew', 'Arabic']));
    // A column hidden in the chooser is part of the view.
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(within(await screen.findByRole('presentation')).getByRole('switch', { name: 'Native name' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('thead .column-nativeName')).toBeNull());

    await saveAs('Right to left');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Saved views' })).toBeNull());

    // Back to everything, all columns.
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(within(await screen.findByRole('presentation')).getByRole('button', { name: 'Reset' }));
    await userEvent.keyboard('{Escape}');
    const search = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.type(search, 'e');
    await waitFor(() => expect(query()).toContain('"q":"e"'));
    await waitFor(() => expect(document.querySelector('thead .column-nativeName')).not.toBeNull());

    const views = await openViews();
    fireEvent.click(views.getByRole('button', { name: 'Right to left' }));
    await waitFor(() => expect(query()).toMatch(/filter=\{"direction":"rtl"\}/));
    expect(query()).toMatch(/order=DESC/);
    expect(query()).toMatch(/sort=code/);
    await waitFor(() => expect(names()).toEqual(['Hebrew', 'Arabic']));
    expect(document.querySelector('thead .column-nativeName')).toBeNull();
    // The view shown is marked in the list of views.
    const again = await openViews();
    expect(again.getByRole('button', { name: 'Right to left' })).toHaveAttribute('aria-current', 'true');
  });

  it('refuse an empty name and one already saved, and delete a view', SLOW, async () => {
    renderApp('/language');
    await waitFor(() => expect(names().length).toBeGreaterThan(0));
    let views = await saveAs('');
    expect(views.getByRole('textbox', { name: /Name of this view/ })).toHaveAccessibleDescription(
      'Give the view a name',
    );
    await saveAs('Everything');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Saved views' })).toBeNull());
    views = await saveAs(' everything ');
    expect(views.getByRole('textbox', { name: /Name of this view/ })).toHaveAccessibleDescription(
      'A view named “everything” is already saved',
    );
    expect(views.getAllByRole('button', { name: /^Everything$/ })).toHaveLength(1);

    fireEvent.click(views.getByRole('button', { name: 'Delete the view Everything' }));
    await waitFor(() => expect(views.queryByRole('button', { name: 'Everything' })).toBeNull());
    expect(views.getByText(/No saved views yet/)).toBeInTheDocument();
  });

  it('are each person’s own', SLOW, async () => {
    renderApp('/language');
    await waitFor(() => expect(names().length).toBeGreaterThan(0));
    await saveAs('Mine');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Saved views' })).toBeNull());
    // Someone else signs in in this browser: none of the first person's views.
    act(() => setUser({ ...ADMIN, id: 99, fullName: 'Ada Owner', email: 'owner@demo.com' }));
    const views = await openViews();
    expect(views.queryByRole('button', { name: 'Mine' })).toBeNull();
    expect(views.getByText(/No saved views yet/)).toBeInTheDocument();
  });
});

describe('saved view rules', () => {
  const view: SavedView = {
    name: 'Active',
    filter: { status: 'active' },
    displayedFilters: {},
    sort: { field: 'name', order: 'ASC' },
    perPage: 25,
    hidden: [],
  };
  it('compare names without case, accents or spaces', () => {
    expect(viewNameProblem('  ', [view])).toBe('adminKit.list.views.nameRequired');
    expect(viewNameProblem(' ACTÍVE', [view])).toBe('adminKit.list.views.nameTaken');
    expect(viewNameProblem('Inactive', [view])).toBeUndefined();
  });
  it('open from the first page', () => {
    const search = new URLSearchParams(viewSearch(view));
    expect(Object.fromEntries(search)).toMatchObject({
      filter: '{"status":"active"}',
      sort: 'name',
      order: 'ASC',
      page: '1',
      perPage: '25',
    });
  });
});
