import { beforeEach } from 'vitest';
import type { RequestHandler, UnhandledRequestStrategy } from 'msw';
import type { SetupServer } from 'msw/node';
import { openMockDb, resetMockDb } from '@/mock/db';
import { handlers } from '@/mock/handlers';
import { memoryStore, type MemoryStore } from '@/mock/persistence';
import { demoNotesHandlers } from './demoNotes';
import { serveHandlers } from './serveHandlers';

export interface MockApiOptions {
  /** What answers: by default every demo endpoint group and the test-only /demo/notes; `v1Handlers` for /v1. */
  handlers?: RequestHandler[];
  onUnhandledRequest?: UnhandledRequestStrategy;
}

export interface MockApi {
  /** For `server.use(…)` in a test. */
  server: SetupServer;
  /** The test's store, to check what survives a reload (`openMockDb(store())`). */
  store: () => MemoryStore;
}

/**
 * Serves the in-browser mock API in Node and restores the fixtures into a fresh store before each test. Call once per
 * test file.
 */
export function serveMockApi({
  handlers: answering = [...handlers, ...demoNotesHandlers],
  onUnhandledRequest,
}: MockApiOptions = {}): MockApi {
  const server = serveHandlers(answering, { onUnhandledRequest });
  let store = memoryStore();
  beforeEach(async () => {
    store = memoryStore();
    await openMockDb(store);
    await resetMockDb();
  });
  return { server, store: () => store };
}

export type Reply<T> = { status: number; body: T };

type Query = Record<string, string | number | boolean | undefined>;

export function apiUrl(path: string, query: Query = {}): string {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
}

async function call<T>(method: string, path: string, body?: unknown, query?: Query): Promise<Reply<T>> {
  const response = await fetch(apiUrl(path, query), {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** Typed calls; `T` is what the contract promises for a success, errors come back as their bodies (`DemoErrorBody`, `ApiErrorBody`). */
export const api = {
  get: <T>(path: string, query?: Query) => call<T>('GET', path, undefined, query),
  post: <T>(path: string, body?: unknown) => call<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => call<T>('PUT', path, body),
  delete: <T>(path: string) => call<T>('DELETE', path),
};
