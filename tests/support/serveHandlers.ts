import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer, type SetupServer } from 'msw/node';
import type { RequestHandler, UnhandledRequestStrategy } from 'msw';

/**
 * Answers the test file's requests in Node with `handlers` (msw): listens before the first test, drops what a test
 * added with `server.use` after each, closes after the last. A request nothing answers fails the test unless told
 * otherwise. Call once per test file; `serveMockApi()` serves the in-browser mock API with it.
 */
export function serveHandlers(
  handlers: RequestHandler[],
  { onUnhandledRequest = 'error' }: { onUnhandledRequest?: UnhandledRequestStrategy } = {},
): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
