import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '@/root/App';
import { browserNavigate, BrowserNavigation, handOverNavigation } from '@/routes/browserNavigation';
import { AppLink, Redirect, useNavigation } from '@/routes/navigation';

/* The sign-in pages move between themselves without react-router (src/routes/browserNavigation.tsx). */

function Where() {
  const { location } = useNavigation();
  return <output aria-label="where">{location.pathname + location.search + JSON.stringify(location.state)}</output>;
}

beforeEach(() => window.history.replaceState(null, '', '/login'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the sign-in pages without react-router', () => {
  it('follows a link to another sign-in page, and Back returns to the form', async () => {
    render(<App />);
    await screen.findByRole('textbox', { name: /e-?mail/i }, { timeout: 10000 });
    await userEvent.click(screen.getByRole('link', { name: /create an account/i }));

    expect(window.location.pathname).toBe('/register');
    expect(await screen.findByRole('button', { name: /sign up/i }, { timeout: 10000 })).toBeInTheDocument();
    // Written as react-router writes its entries, so the admin's router reads them when it starts.
    expect(window.history.state).toMatchObject({ usr: null, idx: 1, key: expect.any(String) });

    act(() => {
      window.history.back();
    });
    expect(await screen.findByRole('button', { name: /sign in/i }, { timeout: 10000 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });
});

describe('AppLink and Redirect', () => {
  it('leaves a modified click to the browser, and moves on a plain one', async () => {
    render(
      <BrowserNavigation>
        <AppLink to="/forgot-password?email=a%40b.c">Forgot</AppLink>
        <Where />
      </BrowserNavigation>,
    );
    const link = screen.getByRole('link', { name: 'Forgot' });
    expect(link).toHaveAttribute('href', '/forgot-password?email=a%40b.c');

    // A new tab (ctrl-click) is the browser's: the event's default is left alone and the page stays.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(window.location.pathname).toBe('/login');

    await userEvent.click(link);
    expect(window.location.pathname).toBe('/forgot-password');
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/forgot-password?email=a%40b.cnull');
  });

  it('redirects once, replacing the entry and passing its state along', () => {
    const before = window.history.length;
    const state = { from: '/admin?page=2' };
    const { rerender } = render(
      <BrowserNavigation>
        <Redirect to="/register" replace state={state} />
        <Where />
      </BrowserNavigation>,
    );
    rerender(
      <BrowserNavigation>
        <Redirect to="/register" replace state={{ ...state }} />
        <Where />
      </BrowserNavigation>,
    );
    expect(window.location.pathname).toBe('/register');
    expect(window.history.length).toBe(before);
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/register{"from":"/admin?page=2"}');
  });

  it('counts its entries from the index already there', () => {
    window.history.replaceState({ usr: null, key: 'k', idx: 4 }, '', '/login');
    act(() => browserNavigate('/register'));
    expect(window.history.state).toMatchObject({ idx: 5 });
    act(() => browserNavigate('/forgot-password', { replace: true, state: { x: 1 } }));
    expect(window.history.state).toMatchObject({ idx: 5, usr: { x: 1 } });
  });

  it('moves through the admin router once it owns the history', () => {
    const moves: unknown[] = [];
    handOverNavigation((to, options) => moves.push([to, options]));
    try {
      act(() => browserNavigate('/admin?perPage=25', { replace: true }));
    } finally {
      handOverNavigation(null);
    }
    // The router writes the entry (and shows the page); nothing here wrote one behind its back.
    expect(moves).toEqual([['/admin?perPage=25', { replace: true, state: null }]]);
    expect(window.location.pathname).toBe('/login');
  });
});
