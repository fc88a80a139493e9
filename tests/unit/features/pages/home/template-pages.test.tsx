import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HomePage from '@/features/pages/home/HomePage';
import { setTokens, setUser } from '@/auth/session';
import { loadScreenMessages } from '@/i18n/messages';
import { renderScreen } from '@tests/support/renderScreen';

/* The template's pages sit in a closed section under the area cards, so they do not bury the real work (UX walk item 23). */

beforeEach(async () => {
  await loadScreenMessages('en');
  setTokens('access', 'refresh');
  setUser({
    id: 1,
    fullName: 'John Doe',
    username: 'johndoe',
    email: 'admin@demo.com',
    role: 'admin',
    ability: [{ action: 'manage', subject: 'all' }],
  });
});

describe('the home page', () => {
  it('keeps the template pages in a section closed by default, opened by its button', async () => {
    renderScreen(<HomePage />, { path: '/home' });
    const toggle = await screen.findByRole('button', { name: /^Template pages \(\d+\)$/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Typography' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'User Interface' })).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('link', { name: 'Typography' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\//),
    );
    const count = Number(/\((\d+)\)/.exec(toggle.textContent!)![1]);
    expect(within(panel).getAllByRole('link')).toHaveLength(count);
    expect(count).toBeGreaterThan(50);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
