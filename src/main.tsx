import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { API_MODE } from '@/data/config';
import { ensureDemoApi, prepareCall } from '@/data/demoApi';
import { clientHooks } from '@/data/httpClient';
import { App } from '@/app/App';
import { ensureScreenMessages } from '@/i18n/i18nProvider';
import { routeTable } from '@/routes/table';
import { concretePaths } from '@/routes/types';

// The in-browser demo API starts when a call first needs it, never before the first paint.
clientHooks.beforeCall = prepareCall;
// In browser-only mode it answers sign-in too: start it now, while the sign-in form renders.
if (API_MODE === 'browser') void ensureDemoApi().catch(() => undefined);

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
