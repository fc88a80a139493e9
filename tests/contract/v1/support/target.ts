import { afterAll, beforeAll, beforeEach } from 'vitest';
import { getResponse } from 'msw';
import { sql } from 'drizzle-orm';
import { getTableName } from 'drizzle-orm';
import { createApp } from '../../../../server/app';
import { nodePlatform } from '../../../../server/platform/node';
import { openDatabase, openPglite, type Database } from '../../../../server/db/client';
import { buildSchema } from '../../../../server/db/schema';
import { seedIfEmpty } from '../../../../server/db/seed';

/*
 * The /v1 contract suite runs against both hosts that answer it: the API server (in-process, its own database) and
 * the in-browser worker (its MSW handlers, called directly). `API_TARGET=server` or `worker` picks one; by default
 * both run. The server uses PGlite in memory, or PostgreSQL at DATABASE_URL when API_DB=postgres (npm run
 * test:postgres; CI runs both engines).
 */
export type Target = 'server' | 'worker';
export const TARGETS: Target[] = process.env.API_TARGET
  ? (process.env.API_TARGET.split(',') as Target[])
  : ['server', 'worker'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are whatever the API sent; tests assert on them
export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface ApiTarget {
  name: Target;
  /** A request to `/v1{path}`; `body` is JSON-encoded unless it is a string (sent as is). */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string | null; headers?: Record<string, string> },
  ): Promise<Reply>;
  /** Back to the demo data, with nothing signed in. */
  reset(): Promise<void>;
  close(): Promise<void>;
  /** Moves the host's clock forward (token expiry, lockout). */
  advanceClock(seconds: number): void;
}

const ORIGIN = 'http://localhost';

async function reply(response: Response | undefined): Promise<Reply> {
  if (!response) return { status: 404, headers: new Headers(), body: null, text: '' };
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body, text };
}

function requestOf(
  method: string,
  path: string,
  options: { body?: unknown; token?: string | null; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  return new Request(`${ORIGIN}/v1${path}`, { method, headers, body });
}

async function serverTarget(): Promise<ApiTarget> {
  let offset = 0;
  const database: Database =
    process.env.API_DB === 'postgres' ? await openDatabase(process.env) : await openPglite('memory://');
  const schema = await buildSchema();
  const app = await createApp({
    db: database.db,
    config: {
      jwtSecret: 'contract-suite-secret-0123456789abcdef',
      platform: nodePlatform,
      now: () => Date.now() + offset * 1000,
      log: () => undefined,
      argon2: { memoryCost: 4096, timeCost: 1 },
    },
  });
  const reset = async () => {
    offset = 0;
    const names = [...Object.values(schema.areas), ...Object.values(schema.system)]
      .map((table) => `"${getTableName(table)}"`)
      .join(', ');
    await database.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
    await seedIfEmpty(database.db, schema);
  };
  return {
    name: 'server',
    call: async (method, path, options) => reply(await app.request(requestOf(method, path, options))),
    reset,
    close: () => database.close(),
    advanceClock: (seconds) => {
      offset += seconds;
    },
  };
}

async function workerTarget(): Promise<ApiTarget> {
  const [{ handlers, v1Handlers }, { openMockDb, resetMockDb }, { memoryStore }, jwt] = await Promise.all([
    import('@/mock/handlers'),
    import('@/mock/db'),
    import('@/mock/persistence'),
    import('@/mock/auth/jwt'),
  ]);
  const all = [...handlers, ...v1Handlers];
  // The worker runs in a browser page; here (Node) its HTML policy gets the DOM a page would give it.
  if (typeof window === 'undefined')
    (await import('@/contract/html')).provideHtmlWindow(new (await import('jsdom')).JSDOM('').window);
  let offset = 0;
  return {
    name: 'worker',
    call: async (method, path, options) =>
      reply(await getResponse(all, requestOf(method, path, options), { baseUrl: ORIGIN })),
    reset: async () => {
      offset = 0;
      jwt.setClock(() => Math.floor(Date.now() / 1000));
      await openMockDb(memoryStore());
      await resetMockDb();
    },
    close: async () => undefined,
    advanceClock: (seconds) => {
      offset += seconds;
      jwt.setClock(() => Math.floor(Date.now() / 1000) + offset);
    },
  };
}

export const openTarget = (target: Target): Promise<ApiTarget> =>
  target === 'server' ? serverTarget() : workerTarget();

/** Signs in through the contract (black box) and returns the access token. */
export async function signIn(api: ApiTarget, email: string, password: string): Promise<string> {
  const answer = await api.call('POST', '/auth/login', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`Sign-in as ${email} answered ${answer.status}: ${answer.text}`);
  return answer.body.accessToken as string;
}

export const DEMO = {
  admin: ['admin@demo.com', 'admin'],
  client: ['client@demo.com', 'client'],
  owner: ['owner@demo.com', 'owner'],
  editor: ['editor@demo.com', 'editor'],
  viewer: ['viewer@demo.com', 'viewer'],
  content: ['content@demo.com', 'content'],
} as const;

/** What a suite works with: the target (open for the whole describe block) and the token of who is signed in. */
export interface ContractSession {
  api: ApiTarget;
  token: string;
}

/**
 * Opens `target` for the describe block that calls it, starts every test from the demo data, and signs in as `who`
 * (or nobody). The returned object is filled in by the hooks; read it inside tests.
 */
export function useTarget(target: Target, who?: keyof typeof DEMO): ContractSession {
  const session = { token: '' } as ContractSession;
  beforeAll(async () => {
    session.api = await openTarget(target);
  }, 60_000);
  afterAll(() => session.api.close());
  beforeEach(async () => {
    await session.api.reset();
    session.token = who ? await signIn(session.api, DEMO[who][0], DEMO[who][1]) : '';
  });
  return session;
}
