import { act, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, testDataProvider, type GetListResult } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { AreaCards } from '@/admin-kit/home/AreaCards';
import { declarations } from '@/admin-kit/registry';
import { authProvider } from '@/auth/authProvider';
import { setTokens, setUser, type SessionUser } from '@/auth/session';
import { createI18nProvider } from '@/i18n/i18nProvider';

const ADMIN: SessionUser = {
  id: 1,
  fullName: 'John Doe',
  username: 'johndoe',
  email: 'admin@demo.com',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
};

/** A data provider whose list answers wait until the test releases them, so the loading state can be looked at. */
function heldDataProvider() {
  const waiting: Array<() => void> = [];
  const answer: GetListResult = { data: [{ id: 1, updatedAt: '2026-03-01T10:00:00Z' }], total: 7 };
  const dataProvider = testDataProvider({
    // `never`: getList is generic in its record type, and this one answer serves every area.
    getList: () => new Promise((resolve) => waiting.push(() => resolve(answer))) as never,
  });
  return { dataProvider, release: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

function renderCards(dataProvider = heldDataProvider().dataProvider) {
  return render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider()}>
        <AreaCards />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** A card's lines as its typography variants, top to bottom: what decides its height. */
const linesOf = (card: HTMLElement) =>
  [...card.querySelectorAll('.MuiTypography-root')].map((line) =>
    [...line.classList].find((name) => /^MuiTypography-(body|caption|subtitle)/.test(name)),
  );

beforeEach(() => setTokens('token'));

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

  it('keep the same lines once loaded, now with the count and the last change', async () => {
    setUser(ADMIN);
    const held = heldDataProvider();
    renderCards(held.dataProvider);
    const [first] = screen.getAllByRole('article');
    const loading = linesOf(first);
    await waitFor(() => expect(first.querySelectorAll('.MuiSkeleton-root')).toHaveLength(2));
    act(held.release);
    await waitFor(() => expect(first).toHaveAttribute('aria-busy', 'false'));
    expect(first.querySelector('.MuiSkeleton-root')).toBeNull();
    expect(within(first).getByText('7 records')).toBeInTheDocument();
    expect(within(first).getByText(/^Last change /)).toBeInTheDocument();
    expect(linesOf(first)).toEqual(loading);
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
});
