import { http, type RequestHandler } from 'msw';
import { setStartupNotice } from '../demoDataEvents';
import { browserApiLog } from './demoInbox';
import { clientHooks } from '@/data/httpClient';

/*
 * The browser-only mode: /v1 is answered by the API server's own app (server/browser/), running in this page over
 * PGlite in IndexedDB; the worker only hands each request over. Loaded only in this mode, so the server mode never
 * downloads PGlite.
 */
export async function serverApiHandlers(): Promise<RequestHandler[]> {
  const { startBrowserApi } = await import('../../../server/browser/startBrowserApi');
  const api = await startBrowserApi(browserApiLog);
  if (api.recovered) setStartupNotice('recovered');
  // The event stream is held open for as long as the page: the page reads it from the app directly.
  clientHooks.inPageApi = (request) => api.fetch(request);
  return [http.all('/v1/*', ({ request }) => api.fetch(request))];
}
