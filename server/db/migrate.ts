import type { MigrationMeta } from 'drizzle-orm/migrator';
import type { Db } from './types';
import { sha256 } from '../digest';

/*
 * The committed migrations (server/db/migrations, written by `npm run db:generate`), bundled into the code that runs
 * them: the Node server and the browser-only mode apply the same SQL with no folder to find at run time.
 */
interface Journal {
  entries: Array<{ idx: number; when: number; tag: string; breakpoints: boolean }>;
}
const journal = Object.values(
  import.meta.glob<Journal>('./migrations/meta/_journal.json', { eager: true, import: 'default' }),
)[0];
const files = import.meta.glob<string>('./migrations/*.sql', { eager: true, query: '?raw', import: 'default' });

/** Each migration as drizzle's migrator reads it from a folder (its statements, its time and its hash). */
export async function bundledMigrations(): Promise<MigrationMeta[]> {
  return Promise.all(
    journal.entries.map(async (entry) => {
      const query = files[`./migrations/${entry.tag}.sql`];
      if (query === undefined) throw new Error(`Migration ${entry.tag}.sql is in the journal but not in the folder`);
      return {
        sql: query.split('--> statement-breakpoint'),
        bps: entry.breakpoints,
        folderMillis: entry.when,
        hash: await sha256(query),
      };
    }),
  );
}

/** The dialect and session drizzle's own `migrate(db, { migrationsFolder })` hands the migrations to. */
interface Migrating {
  dialect: { migrate(migrations: MigrationMeta[], session: unknown, config: object): Promise<void> };
  session: unknown;
}

/** Applies the migrations the database has not seen yet, in one transaction (drizzle's table of applied ones). */
export async function migrateDb(db: Db): Promise<void> {
  const migrating = db as unknown as Migrating;
  await migrating.dialect.migrate(await bundledMigrations(), migrating.session, {});
}
