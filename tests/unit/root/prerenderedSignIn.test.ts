import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, REMEMBERED_EMAIL, USER_KEY } from '@/auth/session';
import { reloadSettings, SETTINGS_KEY, SKIN_KEY } from '@/layout/settings';
import { canHydrate, firstRenderSignature } from '@/root/prerenderedSignIn';

/** #root as the build writes it: rendered with empty storage (scripts/prerender-plugin.ts). */
function prerenderedRoot(path = '/login') {
  const root = document.createElement('div');
  root.dataset.prerendered = path;
  root.dataset.renderedWith = firstRenderSignature();
  root.innerHTML = '<form></form>';
  return root;
}

const clearStorage = () => {
  localStorage.clear();
  sessionStorage.clear();
  reloadSettings();
};

describe('hydrate the prerendered sign-in page, or render it on the client', () => {
  beforeEach(clearStorage);
  afterEach(clearStorage);

  it('hydrates when this browser would render what the build rendered', () => {
    expect(canHydrate(prerenderedRoot(), '/login', firstRenderSignature())).toBe(true);
  });

  it('renders on the client on another page, or when #root is empty', () => {
    expect(canHydrate(prerenderedRoot('/forgot-password'), '/login', firstRenderSignature())).toBe(false);
    const empty = prerenderedRoot();
    empty.replaceChildren();
    expect(canHydrate(empty, '/login', firstRenderSignature())).toBe(false);
    expect(canHydrate(document.createElement('div'), '/login', firstRenderSignature())).toBe(false);
  });

  const stored: [string, () => void][] = [
    ['another language', () => localStorage.setItem('RaStore.locale', JSON.stringify('de'))],
    ['the dark skin', () => localStorage.setItem(SKIN_KEY, 'dark')],
    ['the horizontal layout', () => localStorage.setItem(SETTINGS_KEY, JSON.stringify({ layoutType: 'horizontal' }))],
    ['right to left', () => localStorage.setItem(SETTINGS_KEY, JSON.stringify({ rtl: true }))],
    [
      'a signed-in visitor (redirected)',
      () => {
        localStorage.setItem(ACCESS_TOKEN_KEY, 'token');
        localStorage.setItem(USER_KEY, JSON.stringify({ id: 1, email: 'admin@demo.com' }));
      },
    ],
    ['a remembered e-mail', () => localStorage.setItem(REMEMBERED_EMAIL, 'admin@demo.com')],
    ['a session-end notice', () => sessionStorage.setItem('sessionEndReason', 'auth.sessionExpired')],
  ];
  it.each(stored)('renders on the client with %s', (_, store) => {
    const root = prerenderedRoot();
    store();
    reloadSettings();
    expect(canHydrate(root, '/login', firstRenderSignature())).toBe(false);
  });
});
