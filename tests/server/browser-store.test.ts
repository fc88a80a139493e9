import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { openStored, preparedOrFresh } from '../../server/browser/openStored';
import type { Db } from '../../server/db/client';
import { migrateDb } from '../../server/db/migrate';
import { UNREADABLE_MESSAGE } from '../../server/browser/messages';
import { serveStoreRequests, storeWrites } from '../../server/browser/storeWrites';

/* The browser-only mode's stored database: what happens when it cannot be opened (server/browser/openStored.ts). */
const quick = { pauseMs: 0, now: () => 1_700_000_000_000 };

describe('opening the stored database', () => {
  it('opens it when it can be read', async () => {
    const opened: string[] = [];
    const result = await openStored('idb://schema-admin', async (dir) => (opened.push(dir), dir), quick);
    expect(result).toEqual({ db: 'idb://schema-admin' });
    expect(opened).toEqual(['idb://schema-admin']);
  });

  it('tries again while another tab may still hold it, and keeps the data when it then opens', async () => {
    let tries = 0;
    const result = await openStored(
      'idb://schema-admin',
      async (dir) => {
        if (++tries < 3) throw new Error('IndexedDB is busy');
        return dir;
      },
      quick,
    );
    expect(result).toEqual({ db: 'idb://schema-admin' });
  });

  it('leaves an unreadable one where it is, starts a fresh one under a new name and says so', async () => {
    const opened: string[] = [];
    const result = await openStored(
      'idb://schema-admin~1600000000000',
      async (dir) => {
        opened.push(dir);
        if (dir.endsWith('~1600000000000')) throw new Error('bad checksum');
        return dir;
      },
      quick,
    );
    expect(result.db).toBe('idb://schema-admin~1700000000000');
    expect(result.unreadable).toEqual({
      type: UNREADABLE_MESSAGE,
      dataDir: 'idb://schema-admin~1600000000000',
      fresh: 'idb://schema-admin~1700000000000',
      problem: 'Error: bad checksum',
    });
    // Three tries of the stored one, then the fresh one; the stored one is never deleted.
    expect(opened).toEqual([...Array(3).fill('idb://schema-admin~1600000000000'), 'idb://schema-admin~1700000000000']);
  });
});

describe('migrating the stored database', () => {
  /** Databases by name, as IndexedDB keeps them: one opened twice is the same database. */
  const stored = new Map<string, PGlite>();
  const open = async (dataDir: string) => {
    const client = stored.get(dataDir) ?? new PGlite();
    stored.set(dataDir, client);
    return { dataDir, client, db: drizzle(client) as unknown as Db, close: async () => undefined };
  };
  const migrate = ({ db }: { db: Db }) => migrateDb(db);

  it('migrates a stored database that can be migrated, and keeps its data', async () => {
    const kept = await open('idb://kept');
    await migrateDb(kept.db);
    await kept.db.execute(sql`insert into "language" ("code", "name", "nativeName") values ('kp', 'Kept', 'Kept')`);
    const { database, fresh } = await preparedOrFresh('idb://kept', open, migrate, { warn: () => undefined });
    expect(fresh).toBeUndefined();
    const rows = await database.client.query('select "name" from "language"');
    expect(rows.rows).toEqual([{ name: 'Kept' }]);
  });

  it('leaves an old database it cannot migrate where it is and starts a fresh one, migrated, under a new name', async () => {
    // A database of an older build: a table of the same name with another shape and no record of migrations.
    const old = await open('idb://schema-admin');
    await old.db.execute(sql`create table "language" ("id" text primary key, "legacy" text)`);
    await old.db.execute(sql`insert into "language" values ('1', 'from the old build')`);
    const warnings: unknown[] = [];
    const { database, fresh } = await preparedOrFresh('idb://schema-admin', open, migrate, {
      now: () => 1_700_000_000_000,
      warn: (...args: unknown[]) => warnings.push(args),
    });
    expect(fresh).toBe('idb://schema-admin~1700000000000');
    expect(database.dataDir).toBe(fresh);
    expect(warnings).toHaveLength(1);
    // The fresh one has the current schema; the old one still holds its data.
    await database.db.execute(sql`insert into "language" ("code", "name", "nativeName") values ('nw', 'New', 'New')`);
    const oldRows = await old.client.query('select "legacy" from "language"');
    expect(oldRows.rows).toEqual([{ legacy: 'from the old build' }]);
    // Two databases migrated from nothing: more than the default 20 s on a loaded 2-core machine.
  }, 90_000);
});

/* An answered write is in IndexedDB before the answer (server/browser/storeWrites.ts). */
describe('storing writes across tabs', () => {
  /** A store the test finishes by hand: `stores` lists the copies started, `finish()` ends the oldest one running. */
  function manualStore() {
    const pending: (() => void)[] = [];
    let stores = 0;
    return {
      store: () => new Promise<void>((resolve) => (stores++, pending.push(resolve))),
      finish: () => pending.shift()?.(),
      get stores() {
        return stores;
      },
    };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

  it('a tab hears its write is stored only once the copy that started after it is done', async () => {
    const copy = manualStore();
    const stop = serveStoreRequests(copy.store);
    try {
      let answered = false;
      const first = storeWrites(2_000).then((stored) => ((answered = true), stored));
      await settle();
      expect(copy.stores).toBe(1);
      expect(answered).toBe(false);
      // Two more asked while that copy runs: their writes may be missing from it, so one more copy, shared by both.
      const second = storeWrites(2_000);
      const third = storeWrites(2_000);
      await settle();
      expect(copy.stores).toBe(1);
      copy.finish();
      expect(await first).toBe(true);
      await settle();
      expect(copy.stores).toBe(2);
      copy.finish();
      expect(await Promise.all([second, third])).toEqual([true, true]);
    } finally {
      stop();
    }
  });

  it('says false when no tab runs the database or its copy failed', async () => {
    expect(await storeWrites(50)).toBe(false);
    const stop = serveStoreRequests(() => Promise.reject(new Error('QuotaExceededError')));
    try {
      expect(await storeWrites(2_000)).toBe(false);
    } finally {
      stop();
    }
  });
});
