import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { NavigationContext, type AppLocation, type NavigateOptions, type Navigation } from './navigation';

/** The one location the build's prerender renders (Node has no window); see renderAt. */
let renderedAt: AppLocation | null = null;
/** Build time only (src/root/renderSignInPage.tsx): the location the next render reads, instead of the window's. */
export function renderAt(pathname: string) {
  renderedAt = { pathname, search: '', state: null };
}

const listeners = new Set<() => void>();
let last: AppLocation | null = null;

/** The window's location, the same object until it changes (useSyncExternalStore compares snapshots by identity). */
function read(): AppLocation {
  if (renderedAt) return renderedAt;
  const { pathname, search } = window.location;
  const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
  if (!last || last.pathname !== pathname || last.search !== search || last.state !== state) {
    last = { pathname, search, state };
  }
  return last;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

let router: Navigation['navigate'] | null = null;
/**
 * Called once the admin's router owns the history (src/root/AdminRoot.tsx). A move a sign-in page starts before and
 * makes after (a form's await that resolved late) then goes through it: react-router does not see history it did not
 * write, and would keep showing the page it started on.
 */
export function handOverNavigation(navigate: Navigation['navigate'] | null) {
  router = navigate;
}

/**
 * Moves in the browser's history. Entries are written as react-router writes them (`{ usr, key, idx }`), so the
 * router the admin starts later reads their state and counts Back and Forward from the same index.
 */
export function browserNavigate(to: string, { replace = false, state = null }: NavigateOptions = {}) {
  if (router) return router(to, { replace, state });
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  const idx = (typeof index === 'number' ? index : 0) + (replace ? 0 : 1);
  const entry = { usr: state, key: Math.random().toString(36).slice(2, 10), idx };
  if (replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  for (const listener of listeners) listener();
}

/** The browser's location, following links, Back and Forward. */
export const useBrowserLocation = (): AppLocation => useSyncExternalStore(subscribe, read, read);

/** Navigation for the pages that render before react-router has loaded: the sign-in pages (src/root/App.tsx). */
export function BrowserNavigation({ children }: { children: ReactNode }) {
  const location = useBrowserLocation();
  const value = useMemo<Navigation>(() => ({ location, navigate: browserNavigate }), [location]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
