import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Logger } from 'pino';
import type { PgliteFolder } from './client';

/*
 * Backups of PGlite's data folder (npm run db:backup, server/scripts/db-backup.ts). PGlite is one process per folder,
 * so while a server has the folder open only that server can copy it: the script leaves a request file in the data
 * folder naming the backup to write and sends the server SIGUSR2 (its pid is in the lock file); the server dumps the
 * folder between two transactions and writes each requested file, or `<file>.failed` with the reason. With no server
 * running the script opens the folder itself. A plain `kill -USR2 <pid>` also works: the backup goes to the backups
 * folder.
 */

export const BACKUP_SIGNAL = 'SIGUSR2';
export const REQUEST_PREFIX = 'backup-request-';

/** Where backups go: BACKUP_DIR, or `backups` beside the data folder (.data/backups by default). */
export function backupsDirFor(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.BACKUP_DIR ?? join(dirname(dataDir), 'backups'));
}

/** A time for file names: 2026-11-28T21-00-08-123Z (sorts by time, no colons). */
export function fileTime(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

export function backupFileName(date = new Date()): string {
  return `pglite-${fileTime(date)}.tar.gz`;
}

/**
 * Writes a hidden temporary file beside `path` and renames it: `path` is either absent or complete. Readable by its
 * owner only: a backup holds password hashes and the token key.
 */
export function writeFileAtomically(path: string, data: string | Uint8Array) {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  writeFileSync(temporary, data, { flush: true, mode: 0o600 });
  renameSync(temporary, path);
}

/**
 * The server's side: answers the backup requests in its data folder on SIGUSR2, one signal after another. Called
 * before the database opens, since the lock file names this process from then on and SIGUSR2's default action is to
 * end it; returns the function to call with the opened folder (undefined on PostgreSQL: signals are ignored) and the
 * server's logger.
 */
export function answerBackupSignals(
  env: NodeJS.ProcessEnv = process.env,
): (folder: PgliteFolder | undefined, logger: Logger) => void {
  let opened!: (server: { folder: PgliteFolder | undefined; logger: Logger }) => void;
  const server = new Promise<{ folder: PgliteFolder | undefined; logger: Logger }>((done) => (opened = done));
  let answering = Promise.resolve();
  process.on(BACKUP_SIGNAL, () => {
    answering = answering.then(async () => {
      const { folder, logger } = await server;
      if (folder)
        await answerRequests(folder, env, logger).catch((error: unknown) =>
          logger.error({ event: 'backup-failed', reason: String(error) }),
        );
    });
  });
  return (folder, logger) => opened({ folder, logger });
}

async function answerRequests(folder: PgliteFolder, env: NodeJS.ProcessEnv, logger: Logger) {
  // Taken out of the folder before the dump, so the backup does not hold them.
  const targets = readdirSync(folder.dir)
    .filter((name) => name.startsWith(REQUEST_PREFIX))
    .map((name) => {
      const request = join(folder.dir, name);
      const target = readFileSync(request, 'utf8').trim();
      rmSync(request, { force: true });
      return target;
    })
    .filter(Boolean);
  if (targets.length === 0) targets.push(join(backupsDirFor(folder.dir, env), backupFileName()));
  try {
    const tarball = new Uint8Array(await (await folder.dump()).arrayBuffer());
    for (const file of targets) {
      writeFileAtomically(file, tarball);
      logger.info({ event: 'backup', file, bytes: tarball.byteLength });
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    for (const file of targets) {
      logger.error({ event: 'backup-failed', file, reason });
      try {
        writeFileAtomically(`${file}.failed`, reason);
      } catch {
        /* the script waiting for it gives up at its timeout */
      }
    }
  }
}
