import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, testDataProvider, useCreate } from 'react-admin';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouterNavigation } from '@/routes/RouterNavigation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AreaCards } from '@/admin-kit/home/AreaCards';
import { declarations } from '@/admin-kit/registry';
import { authProvider } from '@/auth/authProvider';
import { setTokens, setUser, type SessionUser } from '@/auth/session';
import type { Summary } from '@/contract/summary';
import type { AppDataProvider } from '@/data/dataProvider';
import { createI18nProvider } from '@/i18n/i18nProvider';

const ADMIN: SessionUser = {
  id: 1,
  fullName: 'John Doe',
  username: 'johndoe',
  email: 'admin@demo.com',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
};

/** Each area its own count (2, 3, 4, …) so that a card showing another's would be seen; the last one is empty. */
function summaryOf(names = declarations.map((d) => d.name)): Summary {
  return {
    areas: names.map((name, index) =>
      index === names.length - 1
        ? { name, total: 0, updatedAt: null }
        : { name, total: index + 2, updatedAt: '2026-03-01T10:00:00.000Z' },
    ),
  };
}

/**
 * A data provider whose summary answers wait until the test releases them, so the loading state can be looked at.
 * Its simple-REST reads fail: the cards must not need them.
 */
function heldDataProvider(answer: () => Summary | Error = () => summaryOf()) {
  const waiting: Array<() => void> = [];
  const getSummary = vi.fn(
    () =>
      new Promise<Summary>((resolve, reject) =>
        waiting.push(() => {
          const next = answer();
          if (next instanceof Error) reject(next);
          else resolve(next);
        }),
      ),
  );
  const getList = vi.fn(() => Promise.reject(new Error('The cards do not list any area')));
  // `never`: getList is generic in its record type, and this one never answers.
  const dataProvider = { ...testDataProvider({ getList: getList as never }), getSummary } as AppDataProvider;
  return { dataProvider, getSummary, getList, release: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

function renderCards(dataProvider: AppDataProvider = heldDataProvider().dataProvider, queryClient?: QueryClient) {
  return render(
    <MemoryRouter>
      <RouterNavigation>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={createI18nProvider()}
          queryClient={queryClient}
        >
          <AreaCards />
        </AdminContext>
      </RouterNavigation>
    </MemoryRouter>,
  );
}

/** A card's lines as its typography variants, top to bottom: what decides its height. */
const linesOf = (card: HTMLElement) =>
  [...card.querySelectorAll('.MuiTypography-root')].map((line) =>
    [...line.classList].find((name) => /^MuiTypography-(body|caption|subtitle)/.test(name)),
  );

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => setTokens('token'));
afterEach(() => vi.restoreAllMocks());

describe('home: management area cards', () => {
  it('are all there at the first render, in their final layout, with skeleton lines while the counts load', () => {
    setUser(ADMIN);
    renderCards();
    // No waiting: whatever is not in the first render would be inserted later and push the page down.
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(declarations.length);
    for (const card of cards) {
      expect(card).toHaveAttribute('aria-busy', 'true');
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(card.getAttribute('aria-label')!);
      expect(card.querySelectorAll('.MuiSkeleton-root')).toHaveLength(2); // the count and the last change
      expect(linesOf(card)).toEqual(['MuiTypography-subtitle1', 'MuiTypography-body2', 'MuiTypography-caption']);
      expect(within(card).getByRole('link', { name: /^Open / })).toBeInTheDocument();
    }
  });

  it('ask for every count in one request, and keep the same lines once loaded, each with its own count', async () => {
    setUser(ADMIN);
    const held = heldDataProvider();
    renderCards(held.dataProvider);
    const cards = screen.getAllByRole('article');
    const loading = cards.map(linesOf);
    await waitFor(() => expect(held.getSummary).toHaveBeenCalled());
    act(held.release);
    await waitFor(() => expect(cards[0]).toHaveAttribute('aria-busy', 'false'));
    expect(held.getSummary).toHaveBeenCalledTimes(1);
    expect(held.getList).not.toHaveBeenCalled();
    cards.forEach((card, index) => {
      expect(card.querySelector('.MuiSkeleton-root')).toBeNull();
      expect(linesOf(card)).toEqual(loading[index]);
      if (index === cards.length - 1) {
        expect(within(card).getByText('0 records')).toBeInTheDocument();
        expect(within(card).getByText('No records yet')).toBeInTheDocument();
      } else {
        expect(within(card).getByText(`${index + 2} records`)).toBeInTheDocument();
        expect(within(card).getByText(/^Last change /)).toBeInTheDocument();
      }
    });
  });

  it('show only the areas the role may read, and Add only where it may add', () => {
    setUser({ ...ADMIN, ability: [{ action: 'read', subject: 'user' }] });
    renderCards();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveAccessibleName('Users');
    expect(within(cards[0]).getByRole('link', { name: 'Open Users' })).toBeInTheDocument();
    expect(within(cards[0]).queryByRole('link', { name: /^Add to / })).toBeNull();
  });

  it('ask nothing for a role without an area', () => {
    setUser({ ...ADMIN, ability: [{ action: 'read', subject: 'Auth' }] });
    const held = heldDataProvider();
    renderCards(held.dataProvider);
    expect(screen.queryByRole('article')).toBeNull();
    expect(held.getSummary).not.toHaveBeenCalled();
  });

  it('say on every card that the counts could not be loaded when the one request fails', async () => {
    setUser(ADMIN);
    const held = heldDataProvider(() => new Error('offline'));
    // react-admin logs a failed call; the cards are what this test looks at.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Without react-admin's retries, which would ask again after a second and more.
    renderCards(held.dataProvider, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    await waitFor(() => expect(held.getSummary).toHaveBeenCalled());
    act(held.release);
    await waitFor(() => expect(screen.getAllByText('Could not load')).toHaveLength(declarations.length));
    for (const card of screen.getAllByRole('article')) {
      expect(card).toHaveAttribute('aria-busy', 'false');
      expect(card.querySelector('.MuiSkeleton-root')).toBeNull();
      expect(within(card).getByRole('link', { name: /^Open / })).toBeInTheDocument();
    }
  });

  it('say so on a card the answer leaves out (the role may no longer list it), and count the others', async () => {
    setUser({
      ...ADMIN,
      ability: [
        { action: 'read', subject: 'user' },
        { action: 'read', subject: 'company' },
      ],
    });
    const held = heldDataProvider(() => ({ areas: [{ name: 'user', total: 5, updatedAt: null }] }));
    renderCards(held.dataProvider);
    await waitFor(() => expect(held.getSummary).toHaveBeenCalled());
    act(held.release);
    expect(await within(card('Users')).findByText('5 records')).toBeInTheDocument();
    expect(within(card('Companies')).getByText('Could not load')).toBeInTheDocument();
  });

  it('show a record created elsewhere when the page is opened again', async () => {
    setUser(ADMIN);
    let companies = 7;
    const answer = () => ({
      areas: declarations.map(({ name }) => ({
        name,
        total: name === 'company' ? companies : 1,
        updatedAt: '2026-03-01T10:00:00.000Z',
      })),
    });
    const getSummary = vi.fn(async () => answer());
    const dataProvider = {
      ...testDataProvider({
        create: async (_resource, { data }) => {
          companies += 1;
          return { data: { ...data, id: 99 } } as never;
        },
      }),
      getSummary,
    } as AppDataProvider;
    /** Another screen: adds a company through react-admin, then links back home. */
    function AddCompany() {
      const [create, { isSuccess }] = useCreate();
      return (
        <>
          <button type="button" onClick={() => create('company', { data: { name: 'Acme' } })}>
            Create
          </button>
          {isSuccess && <Link to="/home">Back home</Link>}
        </>
      );
    }
    // Even where an app keeps its queries fresh for minutes: react-admin's create refreshes company queries only.
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 10 * 60_000 } } });
    render(
      <MemoryRouter initialEntries={['/home']}>
        <RouterNavigation>
          <AdminContext
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={createI18nProvider()}
            queryClient={queryClient}
          >
            <Routes>
              <Route
                path="/home"
                element={
                  <>
                    <AreaCards />
                    <Link to="/add">Elsewhere</Link>
                  </>
                }
              />
              <Route path="/add" element={<AddCompany />} />
            </Routes>
          </AdminContext>
        </RouterNavigation>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    expect(await within(card('Companies')).findByText('7 records')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.click(await screen.findByRole('link', { name: 'Back home' }));
    expect(await within(card('Companies')).findByText('8 records')).toBeInTheDocument();
    expect(getSummary).toHaveBeenCalledTimes(2);
  });
});
