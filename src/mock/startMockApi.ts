import { setupWorker } from 'msw/browser';
import { openMockDb } from './db';
import { indexedDbStore } from './persistence';
import { broadcastTabs } from './tabs';
import { handlers } from './handlers';
import { UNHANDLED_REQUESTS } from './workerSetup';

/**
 * Starts the in-browser mock API before the app renders: the template's demo endpoints, and in the browser-only mode
 * the hand-over of every /v1 call to the API server's app running in this page (serverApi/handOver.ts). Requests no
 * handler knows pass through to the network: in server mode that is every /v1 call (workerSetup.ts).
 * Every handled write is stored before it is answered, so demo changes survive a reload; other open tabs read them.
 * Stored data never stops the start: data that cannot be read is set aside and the demo starts from its fixtures,
 * with a notice (demoDataEvents.ts) the app shows.
 */
export async function startMockApi({ answerV1 }: { answerV1: boolean }): Promise<void> {
  await openMockDb(indexedDbStore(), { tabs: broadcastTabs() });
  const v1 = answerV1 ? await import('./serverApi/handOver').then(({ serverApiHandlers }) => serverApiHandlers()) : [];
  const worker = setupWorker(...handlers, ...v1);
  // MSW starts a background update of its worker script without waiting for it; when the page moves on before it
  // finishes, Chromium rejects it ("Failed to update a ServiceWorker … Not found"). The running worker is unaffected.
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (String(reason instanceof Error ? reason.message : reason).startsWith('Failed to update a ServiceWorker'))
      event.preventDefault();
  });
  await worker.start({
    onUnhandledRequest: UNHANDLED_REQUESTS,
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  await controlled();
}

/**
 * Resolves once the worker controls this page. A page loaded while no worker was registered (MSW's worker unregisters
 * when its last page closes, as when the only other tab reloads) is claimed just after the worker starts; a call made
 * before that would go to the network instead of the mock.
 */
function controlled(): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    container.addEventListener('controllerchange', done, { once: true });
    setTimeout(done, 3000); // a page that is never claimed still runs; its calls then fail visibly
  });
}
