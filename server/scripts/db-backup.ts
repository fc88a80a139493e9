import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BACKUP_SIGNAL, backupFileName, backupsDirFor, REQUEST_PREFIX, writeFileAtomically } from '../db/backup';
import { createPglite, dataDirHolder, DEFAULT_DATA_DIR, dumpPglite, lockDataDir } from '../db/client';
import { fail } from './fail';

/*
 * npm run db:backup: a consistent copy of PGlite's data folder, written as <backups>/pglite-<time>.tar.gz
 * (BACKUP_DIR, default .data/backups). While a server has the folder open, that server writes it (on a request file
 * and SIGUSR2, server/db/backup.ts); otherwise this script opens the folder itself. PostgreSQL: pg_dump.
 */
const WAIT_MS = 10 * 60_000;

if (process.env.DATABASE_URL) {
  fail(
    'DATABASE_URL is set, so the database is PostgreSQL: use pg_dump, e.g. pg_dump --format=custom --file=backup.dump "$DATABASE_URL", and pg_restore to put it back.',
  );
}
const dataDir = resolve(process.env.DATA_DIR ?? DEFAULT_DATA_DIR);
if (!existsSync(join(dataDir, 'PG_VERSION'))) fail(`There is no PGlite database in ${dataDir} (DATA_DIR) to back up.`);
const file = join(backupsDirFor(dataDir), backupFileName());
const server = dataDirHolder(dataDir);
if (server) await askServer(server);
else await dumpFolder();
console.log(
  JSON.stringify({ level: 'info', event: 'backup', file, writtenBy: server ? `server ${server}` : 'db:backup' }),
);

async function askServer(pid: number) {
  const request = join(dataDir, `${REQUEST_PREFIX}${process.pid}`);
  writeFileAtomically(request, file);
  process.kill(pid, BACKUP_SIGNAL);
  const failed = `${file}.failed`;
  const deadline = Date.now() + WAIT_MS;
  while (!existsSync(file)) {
    if (existsSync(failed)) {
      const reason = readFileSync(failed, 'utf8');
      rmSync(failed);
      fail(`The server (process ${pid}) could not write the backup: ${reason}`);
    }
    if (Date.now() > deadline || dataDirHolder(dataDir) !== pid) {
      rmSync(request, { force: true });
      fail(`The server (process ${pid}) holding ${dataDir} did not write the backup ${file}.`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

async function dumpFolder() {
  let release: () => void;
  try {
    release = lockDataDir(dataDir); // a server that started meanwhile
  } catch (error) {
    fail(`${(error as Error).message} Run npm run db:backup again to have it write the backup.`);
  }
  try {
    const client = await createPglite(dataDir);
    try {
      writeFileAtomically(file, new Uint8Array(await (await dumpPglite(client)).arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}
