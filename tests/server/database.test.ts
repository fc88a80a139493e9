// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pendingMigration } from '../../server/db/migrations';
import { createApp } from '../../server/app';
import { nodePlatform } from '../../server/platform/node';
import { lockDataDir, openDatabase, openPglite, type Database } from '../../server/db/client';
import { buildSchema } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';
import { pgErrorOf } from '../../server/http/errors';

/* The database the declarations describe: committed migrations in step, constraints enforced by Postgres itself. */
describe('migrations', () => {
  it('match the declarations (run `npm run db:generate` after changing a schema or a declaration)', async () => {
    const { statements } = await pendingMigration();
    expect(statements, statements.join('\n')).toEqual([]);
  });

  it('would be generated from scratch when missing, so the check above can fail', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'migrations-'));
    const { statements } = await pendingMigration(empty);
    expect(statements.some((s) => s.startsWith('CREATE TABLE "admin"'))).toBe(true);
    rmSync(empty, { recursive: true });
  });
});

describe('constraints from the declarations', () => {
  let database: Database;
  beforeAll(async () => {
    // On PostgreSQL too when the suite runs there (npm run test:postgres).
    database = process.env.API_DB === 'postgres' ? await openDatabase(process.env) : await openPglite('memory://');
    await seedIfEmpty(database.db, await buildSchema());
  }, 60_000);
  afterAll(() => database.close());
  const codeOf = async (statement: string) => {
    try {
      await database.db.execute(sql.raw(statement));
      return 'ok';
    } catch (error) {
      return pgErrorOf(error)?.code;
    }
  };

  it('case-insensitive unique e-mails', async () => {
    expect(await codeOf(`insert into "admin" ("fullName", "email", "roleId") values ('X', 'ADMIN@demo.com', 1)`)).toBe(
      '23505',
    );
  });
  it('choices as CHECK constraints', async () => {
    expect(await codeOf(`update "admin" set "status" = 'superuser' where id = 3`)).toBe('23514');
  });
  it('foreign keys for references, restricting deletes', async () => {
    expect(await codeOf(`update "admin" set "roleId" = 999 where id = 3`)).toBe('23503');
    expect(await codeOf(`delete from "role" where id = 1`)).toMatch(/^23(503|001)$/);
  });
  it('NOT NULL for required fields', async () => {
    expect(await codeOf(`insert into "company" ("name", "country") values ('No industry', 'PT')`)).toBe('23502');
  });
  it('exactly one default language', async () => {
    expect(await codeOf(`update "language" set "isDefault" = true where code = 'de'`)).toBe('23505');
  });
  it('system columns on every area', async () => {
    const rows = await database.db.execute(
      sql.raw(
        `select column_name from information_schema.columns where table_name = 'content-privacy' and column_name in ('id', 'createdAt', 'updatedAt', 'version')`,
      ),
    );
    const names = ((rows as unknown as { rows: Array<{ column_name: string }> }).rows ?? rows).map(
      (r: { column_name: string }) => r.column_name,
    );
    expect(names.sort()).toEqual(['createdAt', 'id', 'updatedAt', 'version']);
  });

  const rowsOf = async <T>(statement: string) => {
    const result = await database.db.execute(sql.raw(statement));
    return ((result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[])) as T[];
  };
  const live = async (area: string) =>
    (await rowsOf<{ live: number }>(`select live from area_counts where area = '${area}'`))[0]?.live;

  it("keeps each area's count of live records by trigger: inserts, moves to the trash, restores, purges", async () => {
    const [{ count }] = await rowsOf<{ count: number }>(
      `select count(*)::int as count from "company" where "deletedAt" is null`,
    );
    expect(await live('company')).toBe(count);
    await database.db.execute(
      sql.raw(
        `insert into "company" ("name", "industry", "country") values ('Counted A', 'media', 'PT'), ('Counted B', 'media', 'PT')`,
      ),
    );
    expect(await live('company')).toBe(count + 2);
    await database.db.execute(sql.raw(`update "company" set "deletedAt" = now() where "name" like 'Counted %'`));
    expect(await live('company')).toBe(count);
    await database.db.execute(sql.raw(`update "company" set "deletedAt" = null where "name" = 'Counted A'`));
    expect(await live('company')).toBe(count + 1);
    await database.db.execute(sql.raw(`delete from "company" where "name" like 'Counted %'`));
    expect(await live('company')).toBe(count);
  });

  it('indexes every search field for "contains" (trigram), and unique values only among live records', async () => {
    const indexes = await rowsOf<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where tablename = 'admin'`,
    );
    expect(
      indexes
        .filter((i) => i.indexdef.includes('gin_trgm_ops'))
        .map((i) => i.indexname)
        .sort(),
    ).toEqual(['admin_email_trgm_idx', 'admin_fullName_trgm_idx']);
    expect(indexes.find((i) => i.indexname === 'admin_email_unique')?.indexdef).toMatch(
      /WHERE \("deletedAt" IS NULL\)/,
    );
  });
});

describe('an unfiltered list reads its total from the kept count', () => {
  it('answers the count of area_counts, not of the table', async () => {
    const database = await openPglite('memory://');
    await seedIfEmpty(database.db, await buildSchema());
    const app = await createApp({
      db: database.db,
      config: { jwtSecret: 'count-test-secret-0123456789abcdef', platform: nodePlatform, log: () => undefined },
    });
    const { accessToken } = await (
      await app.request('/v1/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
      })
    ).json();
    const total = async (query = '') =>
      (await app.request(`/v1/company${query}`, { headers: { Authorization: `Bearer ${accessToken}` } })).headers
        .get('Content-Range')!
        .split('/')[1];
    const counted = await total();
    await database.db.execute(sql.raw(`update area_counts set live = 123456 where area = 'company'`));
    expect(await total()).toBe('123456');
    // A filtered list still counts its matches.
    expect(await total(`?filter=${encodeURIComponent('{"q":"a"}')}`)).not.toBe('123456');
    expect(Number(counted)).toBeGreaterThan(0);
    await database.close();
  }, 60_000);
});

describe('the embedded database folder', () => {
  it('keeps what was written across a restart, and seeds only once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-'));
    const schema = await buildSchema();
    let database = await openPglite(dir);
    expect(await seedIfEmpty(database.db, schema)).toBe(true);
    await database.db.execute(sql.raw(`update "company" set "name" = 'Survives Restarts' where id = 1`));
    await database.close();
    database = await openPglite(dir);
    expect(await seedIfEmpty(database.db, schema)).toBe(false);
    const result = await database.db.execute(sql.raw(`select "name" from "company" where id = 1`));
    expect((result as unknown as { rows: Array<{ name: string }> }).rows[0].name).toBe('Survives Restarts');
    await database.close();
    rmSync(dir, { recursive: true });
  }, 60_000);

  it('is locked against a second process, and a stale lock is taken over', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    writeFileSync(join(dir, 'server.lock'), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${other.pid}`));
    other.kill();
    await new Promise((done) => other.once('exit', done));
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).not.toThrow(); // the same process may reopen its own folder
    release();
    rmSync(dir, { recursive: true });
  });
});
