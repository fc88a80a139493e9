import { setupWorker } from 'msw/browser';
import { flushPersist, openMockDb, schedulePersist } from './db';
import { handlers, v1Handlers } from './handlers';
import { indexedDbStore } from './persistence';

/**
 * Starts the in-browser mock API before the app renders. Requests no handler knows pass through to the network: in
 * server mode that is every /v1 call.
 * Every handled write is persisted, so demo changes survive a reload.
 */
export async function startMockApi({ answerV1 }: { answerV1: boolean }): Promise<void> {
  await openMockDb(indexedDbStore);
  const worker = setupWorker(...handlers, ...(answerV1 ? v1Handlers : []));
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') void schedulePersist();
  });
  window.addEventListener('pagehide', flushPersist);
  // MSW starts a background update of its worker script without waiting for it; when the page moves on before it
  // finishes, Chromium rejects it ("Failed to update a ServiceWorker … Not found"). The running worker is unaffected.
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (String(reason instanceof Error ? reason.message : reason).startsWith('Failed to update a ServiceWorker')) event.preventDefault();
  });
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
}
