import { sql } from 'drizzle-orm';
import type { Db } from './types';
import { derivedCurrent, applyDerived } from './derived';
import { bundledMigrations, migrateDb } from './migrate';
import { rowsOf } from './rows';

/*
 * What a start does to the database's structure, safe with several server processes starting at once: when the
 * migrations and the derived structure are already current (every start but the first after a release) it only
 * reads; otherwise it applies them while holding the start-up lock, checking again once it holds it.
 */

/** Whether every bundled migration is applied (drizzle's own record of them: the latest one's time). */
export async function migrationsCurrent(db: Db): Promise<boolean> {
  const [table] = await rowsOf<{ name: string | null }>(
    db,
    sql.raw(`select to_regclass('drizzle.__drizzle_migrations')::text as "name"`),
  );
  if (!table?.name) return false;
  const [applied] = await rowsOf<{ last: string | number | null }>(
    db,
    sql.raw('select max(created_at) as "last" from drizzle.__drizzle_migrations'),
  );
  const bundled = await bundledMigrations();
  const latest = Math.max(...bundled.map((migration) => migration.folderMillis));
  return Number(applied?.last ?? 0) >= latest;
}

/** Migrates and applies the derived structure when either is behind, under `exclusively`. */
export async function prepareSchema(db: Db, exclusively: <T>(work: () => Promise<T>) => Promise<T>) {
  if ((await migrationsCurrent(db)) && (await derivedCurrent(db))) return;
  await exclusively(async () => {
    if (!(await migrationsCurrent(db))) await migrateDb(db);
    await applyDerived(db);
  });
}
