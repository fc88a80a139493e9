import type { Page, Request } from '@playwright/test';

/*
 * Playwright's 'networkidle' waits for no connection at all, and a signed-in app always holds one: the live updates'
 * event stream (GET /v1/events). This waits for every other request to be done.
 */
const LIVE_STREAM = /\/v1\/events$/;
const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's requests (the first `networkQuiet` does; call it before a navigation to see all). */
export function trackRequests(page: Page): Set<Request> {
  let requests = inFlight.get(page);
  if (requests) return requests;
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (!LIVE_STREAM.test(new URL(request.url()).pathname)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  inFlight.set(page, pending);
  requests = pending;
  return requests;
}

/** The page has loaded and no request but the event stream has been open for `quietMs`. */
export async function networkQuiet(page: Page, quietMs = 500) {
  const pending = trackRequests(page);
  await page.waitForLoadState('load');
  for (let quietSince = Date.now(); Date.now() - quietSince < quietMs;) {
    if (pending.size) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
}
