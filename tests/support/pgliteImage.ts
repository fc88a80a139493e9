import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { inject } from 'vitest';
import { drizzle } from 'drizzle-orm/pglite';
import { createPglite, type Db } from '../../server/db/client';
import { pgliteForDrizzle } from '../../server/db/pgliteForDrizzle';
import { prepareSchema } from '../../server/db/prepare';

/*
 * A migrated, empty PGlite database as a tarball, made by the first test file of a run that starts the API server and
 * loaded by every one after: PGlite's initdb and the migrations were most of each server file's start. One per run
 * (tests/support/pgliteImage.global.ts names it and removes it at the end), so no run meets an image of other
 * migrations; openPglite checks what it loads all the same. Call with Node's Blob as the global one (PGlite makes the
 * tarball with it).
 */
export async function migratedImage(): Promise<Blob> {
  const path = inject('pgliteImage');
  while (!existsSync(path)) {
    // One worker makes it while the other waits (two cores: making it twice would cost the run that much).
    const release = claim(`${path}.lock`);
    if (release) {
      try {
        if (!existsSync(path)) await writeImage(path);
      } finally {
        release();
      }
    } else await new Promise((done) => setTimeout(done, 250));
  }
  return new Blob([readFileSync(path)]);
}

/** The lock file, when this process could take it: absent, or left by a process that is gone. */
function claim(lock: string): (() => void) | undefined {
  mkdirSync(dirname(lock), { recursive: true });
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
    return () => rmSync(lock, { force: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(lock, 'utf8'));
    if (holder && alive(holder)) return undefined;
    rmSync(lock, { force: true });
    return claim(lock);
  }
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function writeImage(path: string) {
  const client = await createPglite(undefined);
  try {
    await prepareSchema(drizzle(pgliteForDrizzle(client)) as unknown as Db, (work) => work());
    const image = await client.dumpDataDir('none');
    // Written aside, then renamed: a reader sees a whole image or none.
    const partial = `${path}.${process.pid}`;
    writeFileSync(partial, new Uint8Array(await image.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await client.close();
  }
}
