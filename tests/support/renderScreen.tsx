import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RouterNavigation } from '@/routes/RouterNavigation';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { createI18nProvider } from '@/i18n/i18nProvider';

// Screens wait for the demo API and debounced searches; on a busy machine that can take more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

/**
 * Screens call the demo API with paths relative to the page, as in the browser; in Node those need the page's
 * origin. Pair with `serveMockApi()` so the real mock handlers answer.
 */
export function resolveRelativeFetch() {
  beforeEach(() => {
    const nodeFetch = globalThis.fetch; // msw's intercepted fetch, once the server listens
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      nodeFetch(typeof input === 'string' ? new URL(input, window.location.origin) : input, init),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
}

/**
 * Renders a screen inside react-admin (translations, notifications, query client) at `path`, matched by `route`
 * (anything by default); a navigation to a path the route does not match shows `data-testid="elsewhere"`.
 */
export function renderScreen(
  screen: ReactElement,
  { path = '/', route = '*' }: { path?: string; route?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouterNavigation>
        <AdminContext i18nProvider={createI18nProvider()} queryClient={queryClient}>
          <Routes>
            <Route path={route} element={screen} />
            <Route path="*" element={<div data-testid="elsewhere" />} />
          </Routes>
        </AdminContext>
      </RouterNavigation>
    </MemoryRouter>,
  );
}
