import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { DEFAULT_DATA_DIR, lockDataDir, openDatabase } from '../db/client';
import { buildSchema } from '../db/schema';
import { seedIfEmpty } from '../db/seed';

/*
 * npm run db:reset: starts over with the demo data. PGlite: the data folder is deleted (refused while a server holds
 * it); PostgreSQL (DATABASE_URL): the schema is dropped. Then migrations and the seed run again.
 */
if (process.env.DATABASE_URL) {
  const { db, close } = await openDatabase(process.env);
  await db.execute(
    sql.raw('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;'),
  );
  await close();
} else {
  const dir = process.env.DATA_DIR ?? DEFAULT_DATA_DIR;
  lockDataDir(dir)(); // throws while a running server holds the folder
  rmSync(dir, { recursive: true, force: true });
}
const { db, close } = await openDatabase(process.env);
await seedIfEmpty(db, await buildSchema());
await close();
console.log('The database holds the demo data again.');
