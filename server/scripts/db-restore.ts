import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileTime } from '../db/backup';
import { createPglite, DEFAULT_DATA_DIR, LOCK_FILE, lockDataDir } from '../db/client';
import { fail } from './fail';

/*
 * npm run db:restore FILE: puts a backup from npm run db:backup back as PGlite's data folder; refused while a server
 * has the folder open. The backup is first unpacked into a new folder beside it and opened, so a file that is not
 * a backup of this app's database changes nothing; then the current folder is kept aside as
 * <data>.before-restore-<time> and the restored one takes its place. PostgreSQL: pg_restore.
 */
if (process.env.DATABASE_URL) {
  fail(
    'DATABASE_URL is set, so the database is PostgreSQL: restore a pg_dump backup with pg_restore (psql for a plain-text dump).',
  );
}
const file = process.argv[2];
if (!file) fail('Usage: npm run db:restore FILE (a .tar.gz written by npm run db:backup)');
if (!existsSync(file)) fail(`There is no file ${file}.`);
const dataDir = resolve(process.env.DATA_DIR ?? DEFAULT_DATA_DIR);
let release: () => void;
try {
  release = lockDataDir(dataDir);
} catch (error) {
  fail(`Restore refused: ${(error as Error).message}`);
}

const time = fileTime();
const restoring = `${dataDir}.restoring-${time}`;
try {
  await unpack(file, restoring);
} catch (error) {
  rmSync(restoring, { recursive: true, force: true });
  release();
  fail(`${file} is not a backup of this app's database: ${(error as Error).message}`);
}
// The backup holds the lock file of the process that took it; the restored folder gets this one's until it is done.
writeFileSync(join(restoring, LOCK_FILE), String(process.pid));

const aside = `${dataDir}.before-restore-${time}`;
const keepCurrent = readdirSync(dataDir).some((name) => name !== LOCK_FILE);
if (keepCurrent) renameSync(dataDir, aside);
else rmSync(dataDir, { recursive: true });
try {
  renameSync(restoring, dataDir);
} catch (error) {
  // Only a process that created the folder in the moment it was gone makes this fail: that folder stays untouched.
  rmSync(restoring, { recursive: true, force: true });
  if (keepCurrent && !existsSync(dataDir)) {
    renameSync(aside, dataDir);
    release();
  }
  const previous = existsSync(aside) ? ` The previous folder is ${aside}.` : '';
  fail(`Could not put the restored folder in place: ${(error as Error).message}.${previous}`);
}
if (keepCurrent) rmSync(join(aside, LOCK_FILE), { force: true });
release(); // the restored folder's lock, now at dataDir
console.log(
  JSON.stringify({ level: 'info', event: 'restored', file, dataDir, previous: keepCurrent ? aside : undefined }),
);

/** Unpacks the backup into `dir` (which must not exist) and checks that it opens as this app's database. */
async function unpack(backup: string, dir: string) {
  const client = await createPglite(dir, new Blob([readFileSync(backup)], { type: 'application/gzip' }));
  try {
    const { rows } = await client.query<{ name: string | null }>(
      `select to_regclass('drizzle.__drizzle_migrations')::text as "name"`,
    );
    if (!rows[0]?.name) throw new Error('it holds no migrations table');
    await client.exec('CHECKPOINT');
  } finally {
    await client.close();
  }
}
