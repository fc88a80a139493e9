import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { http } from 'msw';
import type { SetupServer } from 'msw/node';
import { eq, getTableName, sql } from 'drizzle-orm';
import { createApp } from '../../server/app';
import type { ServerConfig } from '../../server/context';
import { openDatabase, openPglite, type Database, type Db } from '../../server/db/client';
import { buildSchema, type DatabaseSchema } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';
import { rowsOf } from '../../server/db/rows';
import { PRINCIPALS_CHANNEL } from '../../server/events/channels';
import { nodePlatform } from '../../server/platform/node';
import type { SessionUser } from '@/contract/types';
import { serveHandlers } from './serveHandlers';
import { migratedImage } from './pgliteImage';

/*
 * The API server in-process for tests: its own database (PGlite in memory, or PostgreSQL at DATABASE_URL when
 * API_DB=postgres), the demo data, a clock tests can move, and direct access to its tables. The /v1 contract suite
 * calls it as a black box (tests/contract/v1); screen tests reach it through msw (`serveApiServer`), as the app
 * reaches the server.
 */
export const TEST_JWT_SECRET = 'contract-suite-secret-0123456789abcdef';

export type Row = Record<string, unknown> & { id: number };

export interface TestApiServer {
  app: Awaited<ReturnType<typeof createApp>>;
  database: Database;
  schema: DatabaseSchema;
  /** Back to the demo data, with the clock at now. */
  reset(): Promise<void>;
  /** Moves the server's clock forward (token expiry, lockout). */
  advanceClock(seconds: number): void;
  /** The messages the server sent through its outbox since the last reset, oldest first. */
  outbox: OutboxMessage[];
  close(): Promise<void>;
}

export interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
}

/** The six-digit code in the last message the outbox sent to `email`. */
export const lastCodeTo = (outbox: OutboxMessage[], email: string) =>
  /(\d{6})/.exec(outbox.filter((message) => message.to === email).at(-1)?.body ?? '')?.[1];

/**
 * PGlite from this run's migrated image, also under jsdom: it reads its extensions into a Blob and makes the image a
 * File, and jsdom's have no arrayBuffer().
 */
async function openTestPglite(): Promise<Database> {
  const [pageBlob, pageFile] = [globalThis.Blob, globalThis.File];
  globalThis.Blob = NodeBlob as typeof Blob;
  globalThis.File = NodeFile as unknown as typeof File;
  try {
    return await openPglite('memory://', await migratedImage());
  } finally {
    [globalThis.Blob, globalThis.File] = [pageBlob, pageFile];
  }
}

/** The test server's database through a drizzle of its own that adds each query's SQL to `queries`. */
export async function loggedDb(database: Database, queries: string[]): Promise<Db> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  const { drizzle } =
    database.engine === 'postgres' ? await import('drizzle-orm/node-postgres') : await import('drizzle-orm/pglite');
  const logger = { logQuery: (query: string) => queries.push(query) };
  return (drizzle as (client: unknown, config: object) => unknown)(client, { logger }) as Db;
}

/** A table's or sequence's name as an SQL identifier. */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `config` overrides the test server's settings (a low exactCountLimit, for instance). */
export async function startTestApiServer(config: Partial<ServerConfig> = {}): Promise<TestApiServer> {
  let offset = 0;
  const outbox: OutboxMessage[] = [];
  const database: Database =
    process.env.API_DB === 'postgres' ? await openDatabase(process.env) : await openTestPglite();
  const schema = await buildSchema();
  const app = await createApp({
    db: database.db,
    listen: database.listen?.bind(database),
    config: {
      jwtSecret: TEST_JWT_SECRET,
      platform: nodePlatform,
      now: () => Date.now() + offset * 1000,
      log: (entry) => {
        if (entry.level === 'error') console.error('API server', entry);
        if (entry.event === 'outbox') outbox.push(entry as unknown as OutboxMessage);
      },
      argon2: { memoryCost: 4096, timeCost: 1 },
      ...config,
    },
  });
  const names = [...Object.values(schema.areas), ...Object.values(schema.system)].map((table) => getTableName(table));
  const tables = names.map(quoted).join(', ');
  let restoreSeeded: string[] | undefined;
  return {
    app,
    database,
    schema,
    outbox,
    async reset() {
      offset = 0;
      outbox.length = 0;
      if (restoreSeeded) {
        await database.db.transaction(async (tx) => {
          for (const statement of restoreSeeded!) await tx.execute(sql.raw(statement));
        });
        return;
      }
      await database.db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
      await seedIfEmpty(database.db, schema);
      if (database.engine === 'pglite') restoreSeeded = await snapshotSeeded(database.db, names);
    },
    advanceClock(seconds) {
      offset += seconds;
    },
    async close() {
      await app.closeStreams();
      await database.close();
    },
  };
}

/**
 * Keeps a copy of every table as the demo seed left it (schema test_seed), and returns the statements that put it
 * back: with triggers off, every row deleted and the seed's rows copied back (counts included), each sequence where
 * the seed left it, and the notice a truncate of the accounts would send. A truncate and the demo data built and
 * inserted again took about 300 ms per test on PGlite, whose truncate makes new files; this takes about 75 ms.
 * PGlite only: turning triggers off needs a superuser, which the PostgreSQL lane's role is not.
 */
async function snapshotSeeded(db: Db, names: string[]): Promise<string[]> {
  await db.execute(sql.raw('create schema test_seed'));
  for (const name of names)
    await db.execute(sql.raw(`create table test_seed.${quoted(name)} as select * from ${quoted(name)}`));
  // Read from each sequence itself: pg_sequences shows no last value on PGlite.
  const sequences = await rowsOf<{ name: string }>(
    db,
    sql.raw(`select sequencename as name from pg_sequences where schemaname = 'public'`),
  );
  const positions: string[] = [];
  for (const { name } of sequences) {
    const [{ value, called }] = await rowsOf<{ value: string; called: boolean }>(
      db,
      sql.raw(`select last_value::text as value, is_called as called from public.${quoted(name)}`),
    );
    positions.push(`select setval('public.${quoted(name)}', ${Number(value)}, ${called})`);
  }
  return [
    'set local session_replication_role = replica',
    ...names.map((name) => `delete from ${quoted(name)}`),
    ...names.map((name) => `insert into ${quoted(name)} select * from test_seed.${quoted(name)}`),
    // What emptying the account, role and session tables announces (a truncate's trigger), so cached principals go.
    `select pg_notify('${PRINCIPALS_CHANNEL}', '*')`,
    ...positions,
  ];
}

/** A demo account's password: the six named accounts use their e-mail's local part, the others Welcome2026. */
const DEMO_PASSWORDS: Record<string, string> = {
  'admin@demo.com': 'admin',
  'client@demo.com': 'client',
  'owner@demo.com': 'owner',
  'editor@demo.com': 'editor',
  'viewer@demo.com': 'viewer',
  'content@demo.com': 'content',
};

export interface ServedApi {
  /** The running server (after the file's first `beforeAll`). */
  server(): TestApiServer;
  /** msw, for `msw.use(…)` in a test (a handler that returns nothing hands the request on to the server). */
  msw: SetupServer;
  /** Signs a demo account in through /v1 and returns its tokens and session user. */
  signIn(email: string): Promise<{ accessToken: string; refreshToken: string; userData: SessionUser }>;
  /** Every row of an area's table, trashed ones included, by id. */
  rows(area: string): Promise<Row[]>;
  row(area: string, id: number | string): Promise<Row | undefined>;
  update(area: string, id: number | string, values: Record<string, unknown>): Promise<void>;
  insert(area: string, values: Record<string, unknown>): Promise<Row>;
}

/**
 * Serves the API server to the test file's requests under /v1 (msw in Node), on fresh demo data before each test.
 * `also` answers the rest (for example the demo endpoints); `config` overrides server settings. Call once per test file.
 */
export function serveApiServer({
  also = [],
  config,
}: { also?: Parameters<typeof serveHandlers>[0]; config?: Partial<ServerConfig> } = {}): ServedApi {
  let running: TestApiServer | undefined;
  const server = () => {
    if (!running) throw new Error('The API server starts in beforeAll');
    return running;
  };
  const msw = serveHandlers([http.all('*/v1/*', ({ request }) => server().app.fetch(request)), ...also]);
  beforeAll(async () => {
    running = await startTestApiServer(config);
  }, 60_000);
  afterAll(() => running?.close());
  beforeEach(() => server().reset(), 30_000);
  const table = (area: string) => {
    const found = server().schema.areas[area];
    if (!found) throw new Error(`No table for area "${area}"`);
    return found;
  };
  return {
    server,
    msw,
    async signIn(email) {
      const response = await server().app.request('/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORDS[email] ?? 'Welcome2026' }),
      });
      if (response.status !== 200) throw new Error(`Sign-in as ${email} answered ${response.status}`);
      return response.json();
    },
    async rows(area) {
      const found = table(area);
      return (await server().database.db.select().from(found).orderBy(found.id)) as Row[];
    },
    async row(area, id) {
      const found = table(area);
      const [first] = await server()
        .database.db.select()
        .from(found)
        .where(eq(found.id, Number(id)));
      return first as Row | undefined;
    },
    async update(area, id, values) {
      const found = table(area);
      await server()
        .database.db.update(found)
        .set(values)
        .where(eq(found.id, Number(id)));
    },
    async insert(area, values) {
      const [created] = await server().database.db.insert(table(area)).values(values).returning();
      return created as Row;
    },
  };
}
