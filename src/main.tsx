import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { API_MODE } from '@/data/config';
import { App } from '@/app/App';
import { ensureScreenMessages } from '@/i18n/i18nProvider';
import { routeTable } from '@/routes/table';
import { concretePaths } from '@/routes/types';

async function boot() {
  // The worker answers the template demo endpoints; in browser-only mode it answers /v1 as well.
  const { startMockApi } = await import('@/mock/startMockApi');
  await startMockApi({ answerV1: API_MODE === 'browser' });
  // Read by the route smoke test and tooling: every concrete path the route table declares.
  window.__ROUTE_PATHS__ = routeTable().flatMap((entry) => concretePaths(entry).map((path) => ({ path, layout: entry.layout ?? 'content' })));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The features' strings are not on the first page; fetch them once the browser is idle so the next screen opens at once.
  const prefetch = () => void ensureScreenMessages().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: 3000 });
  else setTimeout(prefetch, 1500);
}

void boot();
