import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { clearSession, setTokens, setUser } from '@/auth/session';
import { dataProvider } from '@/data/dataProvider';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { loadScreenMessages } from '@/i18n/messages';
import { SearchDialog } from '@/layout/navbar/SearchDialog';
import { RouterNavigation } from '@/routes/RouterNavigation';
import { serveApiServer } from '@tests/support/apiServer';
// The declared areas' pages (Companies…), as the app registers them.
import '@/admin-kit/routeEntries';

/*
 * The navbar search against the API server in-process: Ctrl+K opens it, pages and records come grouped by area, the
 * keyboard moves through them and Enter opens a record (its edit page for an editor, its detail page for a reader) or
 * an area's list searched for the same text; requests leave once typing pauses.
 */
const served = serveApiServer();
configure({ asyncUtilTimeout: 10_000 });

let location = '';
function LocationProbe() {
  const { pathname, search } = useLocation();
  location = `${pathname}${search}`;
  return null;
}

const searches: string[] = [];
beforeAll(async () => {
  await loadScreenMessages('en');
  served.msw.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/v1/search') searches.push(url.searchParams.get('q') ?? '');
  });
});

async function signInAs(email: string) {
  const { accessToken, refreshToken, userData } = await served.signIn(email);
  setTokens(accessToken, refreshToken);
  setUser(userData);
}

beforeEach(async () => {
  searches.length = 0;
  for (const [name, country] of [
    ['Companion Labs', 'PT'],
    ['Companion Labs Europe', 'FR'],
  ])
    await served.insert('company', { name, industry: 'technology', country });
  await served.insert('user', {
    fullName: 'Carla Companion',
    username: 'carla.c',
    email: 'carla@companion.example',
    status: 'active',
  });
});
afterEach(() => clearSession());

function renderSearch() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={['/home']}>
      <RouterNavigation>
        <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()} queryClient={queryClient}>
          <SearchDialog />
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </AdminContext>
      </RouterNavigation>
    </MemoryRouter>,
  );
}

/** Opens the search with the keyboard and types `text`; resolves once the records have come. */
async function searchFor(text: string) {
  const user = userEvent.setup();
  renderSearch();
  await user.keyboard('{Control>}k{/Control}');
  const box = await openedBox();
  await user.type(box, text);
  await screen.findByRole('group', { name: 'Companies' });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/results?$/));
  return { user, box };
}

/** The search's combobox once its results have loaded (a field stands in for it meanwhile). */
async function openedBox() {
  await screen.findByRole('listbox', { name: 'Search pages and records' });
  return screen.getByRole('combobox', { name: 'Search pages and records' });
}

const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
const activeOption = (box: HTMLElement) => document.getElementById(box.getAttribute('aria-activedescendant') ?? '');

describe('the navbar search', () => {
  it('shows pages and records grouped by area; arrows, Enter and Escape work it from the keyboard', async () => {
    await signInAs('admin@demo.com');
    const { user, box } = await searchFor('compan');

    const listbox = screen.getByRole('listbox', { name: 'Search pages and records' });
    const groups = within(listbox)
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id!)!.textContent);
    expect(groups[0]).toBe('Pages');
    expect(groups).toEqual(expect.arrayContaining(['Companies', 'Users']));
    const companies = within(screen.getByRole('group', { name: 'Companies' })).getAllByRole('option');
    expect(companies.map((option) => option.textContent)).toEqual([
      'Companion Labs',
      'Companion Labs Europe',
      'See all in Companies',
    ]);
    const users = within(screen.getByRole('group', { name: 'Users' })).getAllByRole('option');
    expect(users.map((option) => option.textContent)).toEqual(['Carla Companion', 'See all in Users']);
    expect(
      within(screen.getByRole('group', { name: 'Pages' })).getByRole('option', { name: /^Companies/ }),
    ).toBeVisible();

    // The first option is active; the arrows move through every option, and wrap around.
    const all = options();
    expect(activeOption(box)).toBe(all[0]);
    expect(all[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(activeOption(box)).toBe(all.at(-1));
    await user.keyboard('{ArrowDown}');
    expect(activeOption(box)).toBe(all[0]);
    for (let i = 0; i < all.indexOf(companies[0]); i++) await user.keyboard('{ArrowDown}');
    expect(activeOption(box)).toHaveTextContent('Companion Labs');
    expect(companies[0]).toHaveAttribute('aria-selected', 'true');
    expect(all[0]).toHaveAttribute('aria-selected', 'false');

    // Enter opens the record: its edit page, for an administrator.
    const [labs] = (await served.rows('company')).filter((row) => row.name === 'Companion Labs');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location).toBe(`/company/${labs.id}`));
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());

    // Opened again, Escape closes it and leaves the page as it was.
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('combobox', { name: 'Search pages and records' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(location).toBe(`/company/${labs.id}`);
  });

  it('"see all" opens the area\'s list searched for the same text; a reader\'s record opens its detail page', async () => {
    await signInAs('viewer@demo.com');
    const { user, box } = await searchFor('companion labs');
    const companies = within(screen.getByRole('group', { name: 'Companies' })).getAllByRole('option');
    await user.click(companies.at(-1)!);
    await waitFor(() => expect(location).toBe(`/company?filter=${encodeURIComponent('{"q":"companion labs"}')}`));
    await waitFor(() => expect(box).not.toBeInTheDocument());

    await user.keyboard('{Control>}k{/Control}');
    const again = await openedBox();
    await user.type(again, 'companion labs');
    const labs = await within(await screen.findByRole('group', { name: 'Companies' })).findByRole('option', {
      name: 'Companion Labs',
    });
    const [row] = (await served.rows('company')).filter((company) => company.name === 'Companion Labs');
    await user.hover(labs);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location).toBe(`/company/${row.id}/show`));
  });

  it('asks the API once typing pauses, and not for fewer than 3 characters', async () => {
    await signInAs('admin@demo.com');
    const user = userEvent.setup();
    renderSearch();
    await user.click(screen.getByRole('button', { name: 'Search pages and records' }));
    const box = await openedBox();
    await user.type(box, 'co');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Type at least 3 characters'));
    expect(screen.getByText('Type at least 3 characters to find records', { ignore: '[role=status]' })).toBeVisible();
    await user.type(box, 'mpanion');
    await screen.findByRole('group', { name: 'Users' });
    expect(searches).toEqual(['companion']);
    // A record found by another field than its name says which.
    await user.clear(box);
    await user.type(box, 'companion.example');
    // (The previous answer stays until this one comes.)
    const found = await screen.findByRole('option', { name: /Carla Companion.*Found in E-mail/ });
    expect(within(screen.getByRole('group', { name: 'Users' })).getAllByRole('option')[0]).toBe(found);
    // Nothing found anywhere says so.
    await user.clear(box);
    await user.type(box, 'qqxxzz');
    expect(await screen.findByText('Nothing matches “qqxxzz”')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('0 results');
    await act(async () => {});
    expect(searches).toEqual(['companion', 'companion.example', 'qqxxzz']);
  });
});
