import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { setupServer } from 'msw/node';
import { openMockDb, resetMockDb } from '@/mock/db';
import { handlers } from '@/mock/handlers';
import { memoryStore, type MemoryStore } from '@/mock/persistence';
import { demoNotesHandlers } from './demoNotes';

/**
 * Serves every mock handler (and the test-only /demo/notes) in Node and restores the fixtures before each test. Call once per test file. The
 * returned function gives the test's store, to check what survives a reload (`openMockDb(store)`).
 */
export function serveMockApi(): () => MemoryStore {
  const server = setupServer(...handlers, ...demoNotesHandlers);
  let store = memoryStore();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  afterEach(() => server.resetHandlers());
  beforeEach(async () => {
    store = memoryStore();
    await openMockDb(store);
    await resetMockDb();
  });
  return () => store;
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
