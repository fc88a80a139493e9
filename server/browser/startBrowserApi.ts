import { LeaderChangedError, PGliteWorker } from '@electric-sql/pglite/worker';
import { drizzle } from 'drizzle-orm/pglite';
import { createApp } from '../app';
import type { Db } from '../db/types';
import { applyDerived } from '../db/derived';
import { migrateDb } from '../db/migrate';
import { buildSchema } from '../db/schema';
import { seedIfEmpty } from '../db/seed';
import { browserPlatform } from '../platform/browser';
import { NOTICES_CHANNEL, UNREADABLE_MESSAGE, type Notice, type UnreadableMessage } from './messages';
import { preparedOrFresh } from './openStored';
import { storeWrites } from './storeWrites';

/*
 * The browser-only mode's API: the server's own `createApp`, in the page, over PGlite kept in IndexedDB
 * (./pgliteWorker.ts), migrated and seeded as the Node server is. The mock worker hands it every /v1 request but the
 * event stream, which the page reads from it directly (src/data/httpClient.ts).
 */
const DATABASE_KEY = 'schemaAdmin.browserDatabase';
const SECRET_KEY = 'schemaAdmin.browserApiSecret';
const DEFAULT_DATABASE = 'idb://schema-admin';
/** One database worker for every tab: PGlite elects the tab whose worker runs it. */
const WORKER_ID = 'schema-admin-api';

export interface BrowserApi {
  fetch(request: Request): Promise<Response>;
  /** The stored database could not be opened or migrated: it was kept aside and a fresh one started. */
  recovered: boolean;
}

/** The signing key of this browser's tokens, made once and shared by its tabs. */
function signingKey(): string {
  let secret = localStorage.getItem(SECRET_KEY);
  if (!secret) {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    secret = btoa(String.fromCharCode(...bytes));
    localStorage.setItem(SECRET_KEY, secret);
  }
  return secret;
}

async function openDatabase(dataDir: string) {
  let recovered = false;
  const worker = new Worker(new URL('./pgliteWorker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event: MessageEvent<UnreadableMessage | { type?: string }>) => {
    if (event.data?.type !== UNREADABLE_MESSAGE) return;
    const message = event.data as UnreadableMessage;
    console.warn(`The stored database could not be opened (${message.problem}); it was kept and a new one started.`);
    localStorage.setItem(DATABASE_KEY, message.fresh);
    recovered = true;
  });
  const client = await PGliteWorker.create(worker, { dataDir, id: WORKER_ID });
  await client.waitReady;
  const db = drizzle(client as never) as unknown as Db;
  return { client, db, recovered: () => recovered, close: () => client.close() };
}

/**
 * Migrations, the derived indexes and triggers, and the demo data, once at a time across tabs. Started again when
 * the tab running the database closed meanwhile (each step is a transaction and skips what is done).
 */
async function prepare({ db, client }: { db: Db; client: PGliteWorker }, attempts = 3): Promise<void> {
  const schema = await buildSchema();
  try {
    await navigator.locks.request(`${WORKER_ID}:prepare`, async () => {
      await migrateDb(db);
      await applyDerived(db);
      await seedIfEmpty(db, schema);
      await storeWrites();
    });
  } catch (error) {
    if (!(error instanceof LeaderChangedError) || attempts <= 1) throw error;
    await client.waitReady;
    return prepare({ db, client }, attempts - 1);
  }
}

const reads = new Set(['GET', 'HEAD']);

/** The server's `listen`, on the notices the database's tab broadcasts (./pgliteWorker.ts). */
async function listenToNotices(channel: string, onPayload: (payload: string) => void) {
  const notices = new BroadcastChannel(NOTICES_CHANNEL);
  notices.onmessage = ({ data }: MessageEvent<Notice>) => {
    if (data?.channel === channel && typeof data.payload === 'string') onPayload(data.payload);
  };
  return async () => notices.close();
}

/**
 * Opens this browser's database (a fresh one when the stored one cannot be opened or migrated; the old one is
 * left in IndexedDB) and builds the API on it. `log` receives the server's log entries, the outbox's included.
 */
export async function startBrowserApi(log: (entry: Record<string, unknown>) => void): Promise<BrowserApi> {
  const dataDir = localStorage.getItem(DATABASE_KEY) ?? DEFAULT_DATABASE;
  const { database, fresh } = await preparedOrFresh(dataDir, openDatabase, prepare);
  if (fresh) localStorage.setItem(DATABASE_KEY, fresh);
  const recovered = Boolean(fresh) || database.recovered();
  const client = database.client;
  // Every tab's event hub hears every tab's commits: the tab running the database passes the notices on.
  const app = await createApp({
    db: database.db,
    // Principals are read on every request: a tab hears its own write's notice only through the database's tab,
    // after the write's answer, and one person's tabs need no cache.
    config: { jwtSecret: signingKey(), platform: browserPlatform, log, principalCacheMs: 0 },
    listen: listenToNotices,
  });
  return {
    async fetch(request) {
      const retry = reads.has(request.method) ? request.clone() : null;
      let response = await app.fetch(request);
      // The tab running the database closed during a read (503): read again once another tab runs it.
      if (retry && response.status === 503) {
        await client.waitReady;
        response = await app.fetch(retry);
      }
      // An answered write is in IndexedDB: a reload right after it keeps it.
      if (!reads.has(request.method) && !(await storeWrites()))
        log({ level: 'warn', event: 'write-not-stored', method: request.method });
      return response;
    },
    recovered,
  };
}
