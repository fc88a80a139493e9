import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'pino';
import { createLogger } from '../log';
import { prepareSchema } from './prepare';
import { pgliteForDrizzle } from './pgliteForDrizzle';
import type { Db } from './types';

export type { Db };

/*
 * One Drizzle code path over two drivers: PGlite (embedded Postgres, the default, data in a git-ignored folder)
 * and PostgreSQL through a `pg` pool whenever DATABASE_URL is set.
 */

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * Runs start-up work (migrations, derived structure, the demo seed) while no other server process on the database
   * does: a PostgreSQL advisory lock; PGlite has one process per data folder already (its lock file).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `onPayload` with each NOTIFY on `channel` (after the notifying transaction commits), and `onGap` after a
   * lost listening connection is back (notices sent meanwhile are gone: the caller catches up from its table).
   * Returns the function that stops listening.
   */
  listen?(channel: string, onPayload: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  /** PGlite in a folder (not in memory, not PostgreSQL): where, and a consistent copy of it for backups. */
  folder?: PgliteFolder;
}

export interface PgliteFolder {
  dir: string;
  /** The data folder as a gzipped tarball (PGlite's dumpDataDir), taken between transactions. */
  dump(): Promise<Blob>;
}

/** The advisory lock key every server process takes for its start-up work (any constant both agree on). */
const STARTUP_LOCK = 7_310_542;

export const DEFAULT_DATA_DIR = resolve(process.env.DATA_DIR ?? '.data/pglite');

/** The data folder's lock file, written by the process that has the folder open. */
export const LOCK_FILE = 'server.lock';

/** The live process (other than this one) whose lock file is in the data folder, if any. */
export function dataDirHolder(dir: string): number | undefined {
  let holder: number;
  try {
    holder = Number(readFileSync(join(dir, LOCK_FILE), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return holder && holder !== process.pid && isAlive(holder) ? holder : undefined;
}

/** Takes the data folder's lock file, or says which live process holds it. Returns the release function. */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lock = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = dataDirHolder(dir);
      if (holder) {
        throw new Error(
          `The database folder ${dir} is in use by process ${holder}. Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(lock, { force: true }); // left behind by a process that is gone
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite as the server opens it, in `dataDir` (in memory when undefined), or filled from a backup's tarball into an
 * empty folder. Neither locks the folder nor migrates: that is openPglite's work.
 */
export async function createPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // Never relaxed: a write is on disk before it is answered (the crash test in tests/server/faults.test.ts).
  return PGlite.create(dataDir, { extensions: { pg_trgm }, relaxedDurability: false, loadDataDir });
}

/**
 * The data folder as a tar.gz. Inside a transaction of its own: PGlite runs one transaction at a time, so none is
 * half-done in the copy, and the checkpoint first writes every committed change into the data files.
 */
export function dumpPglite(client: PGlite): Promise<Blob> {
  return client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    return client.dumpDataDir('gzip');
  });
}

/** PGlite in a folder (`memory://` for tests), migrated; `image` (a dumpDataDir tarball) fills it first. */
export async function openPglite(dataDir: string = DEFAULT_DATA_DIR, image?: Blob): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = dataDir.startsWith('memory://');
  const release = inMemory ? () => undefined : lockDataDir(dataDir);
  try {
    const client = await createPglite(inMemory ? undefined : dataDir, image);
    const db = drizzle(pgliteForDrizzle(client)) as unknown as Db;
    const exclusively = <T>(work: () => Promise<T>) => work();
    await prepareSchema(db, exclusively);
    return {
      db,
      engine: 'pglite',
      exclusively,
      listen: (channel, onPayload) => client.listen(channel, onPayload),
      folder: inMemory ? undefined : { dir: dataDir, dump: () => dumpPglite(client) },
      async close() {
        if (!client.closed) {
          if (!inMemory) await client.exec('CHECKPOINT');
          await client.close();
        }
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** PostgreSQL at `url`, migrated; a lost idle connection is logged on `logger`. */
export async function openPostgres(url: string, logger: Logger = createLogger()): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // A database that does not answer fails the request (503) instead of holding it forever.
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL ?? 10),
    connectionTimeoutMillis: 10_000,
  });
  // An idle connection that PostgreSQL drops (a restart, a failover) is an 'error' event: without a listener it would
  // end the process. The pool discards that connection and opens a new one for the next query.
  pool.on('error', (error) => {
    logger.warn({ event: 'database-connection-lost', code: (error as { code?: string }).code });
  });
  const db = drizzle(pool) as unknown as Db;
  async function exclusively<T>(work: () => Promise<T>): Promise<T> {
    // Its own connection, outside the pool: the work may need every pooled one (DATABASE_POOL=1).
    const holder = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    holder.on('error', () => undefined); // reported by the query that fails
    await holder.connect();
    try {
      await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      return await work();
    } finally {
      await holder.end().catch(() => undefined); // ending the session releases the lock
    }
  }
  try {
    await prepareSchema(db, exclusively);
  } catch (error) {
    await pool.end();
    throw error;
  }
  /** LISTEN on a connection of its own (a pooled one goes back to the pool), opened again when it is lost. */
  async function listen(channel: string, onPayload: (payload: string) => void, onGap?: () => void) {
    let client: InstanceType<typeof pg.Client> | undefined;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = async (again: boolean): Promise<void> => {
      const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload) onPayload(message.payload);
      });
      next.on('error', (error) => {
        logger.warn({ event: 'database-listener-lost', code: (error as { code?: string }).code });
        void next.end().catch(() => undefined);
        if (!stopped && client === next) retry = setTimeout(() => void connect(true).catch(() => undefined), 1000);
      });
      client = next;
      try {
        await next.connect();
        await next.query(`listen ${JSON.stringify(channel)}`);
        if (again) onGap?.();
      } catch (error) {
        if (!again) throw error;
        if (!stopped && client === next) retry = setTimeout(() => void connect(true).catch(() => undefined), 1000);
      }
    };
    await connect(false);
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    };
  }
  return { db, engine: 'postgres', exclusively, listen, close: () => pool.end() };
}

/** The database the environment asks for: PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR. */
export function openDatabase(env: NodeJS.ProcessEnv = process.env, logger?: Logger): Promise<Database> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, logger ?? createLogger(env));
  const dir = env.DATA_DIR ?? DEFAULT_DATA_DIR;
  return openPglite(dir.startsWith('memory://') ? dir : resolve(dir));
}
