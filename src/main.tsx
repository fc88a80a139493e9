import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isDemoMode } from '@/data/config';
import { App } from '@/app/App';
import { routeTable } from '@/routes/table';
import { concretePaths } from '@/routes/types';

async function boot() {
  if (isDemoMode) {
    const { startMockApi } = await import('@/mock/startMockApi');
    await startMockApi();
  }
  // Read by the route smoke test and tooling: every concrete path the route table declares.
  window.__ROUTE_PATHS__ = routeTable().flatMap((entry) => concretePaths(entry).map((path) => ({ path, layout: entry.layout ?? 'content' })));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
