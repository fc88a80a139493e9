import type { ReactElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { createI18nProvider } from '@/i18n/i18nProvider';

/** Screens call the demo API with paths relative to the page; in Node they need its origin. Pair with `serveMockApi()`. */
export function resolveRelativeFetch() {
  beforeEach(() => {
    const nodeFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      nodeFetch(typeof input === 'string' ? new URL(input, window.location.origin) : input, init));
  });
  afterEach(() => vi.unstubAllGlobals());
}

/** Renders a screen inside react-admin (translations, notifications, query client) at `path`, matched by `route`. */
export function renderScreen(screen: ReactElement, { path = '/', route = '*' }: { path?: string; route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={createI18nProvider()} queryClient={queryClient}>
        <Routes><Route path={route} element={screen} /><Route path="*" element={<div data-testid="elsewhere" />} /></Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}
