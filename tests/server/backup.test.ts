// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { runScript } from './support/runScript';
import { startServer } from './support/serverProcess';

/*
 * npm run db:backup and db:restore on PGlite's data folder: a backup taken while the server runs (the server writes
 * it), a restore refused under a running server, and the restored folder served again. PostgreSQL is pg_dump's.
 */
const ADMIN = { email: 'admin@demo.com', password: 'admin' };
const data = mkdtempSync(join(tmpdir(), 'backup-'));
afterAll(() => rmSync(data, { recursive: true, force: true }));
const dataDir = join(data, 'pglite');
const env = { DATABASE_URL: '', DATA_DIR: dataDir, BACKUP_DIR: join(data, 'backups') };

async function signIn(base: string): Promise<Record<string, string>> {
  const answer = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(answer.status).toBe(200);
  const { accessToken } = (await answer.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
}

async function createCompany(base: string, headers: Record<string, string>, name: string): Promise<number> {
  const answer = await fetch(`${base}/v1/company`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name, industry: 'media', country: 'PT' }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

describe('backups of the embedded database', () => {
  it('backs up while the server runs, refuses to restore under it, and restores once it is stopped', async () => {
    const first = await startServer({ dataDir, distDir: data });
    onTestFinished(first.kill);
    const headers = await signIn(first.base);
    const before = await createCompany(first.base, headers, 'Backed up');

    const backup = await runScript('db-backup', [], env);
    expect(backup.code, backup.stderr).toBe(0);
    const { file, writtenBy } = JSON.parse(backup.stdout.trim().split('\n').at(-1)!) as Record<string, string>;
    expect(writtenBy).toBe(`server ${first.pid}`);
    expect(file.startsWith(join(data, 'backups', 'pglite-'))).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.output()).toContain('"event":"backup"');
    const after = await createCompany(first.base, headers, 'After the backup');

    const refused = await runScript('db-restore', [file], env);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(
      `Restore refused: The database folder ${dataDir} is in use by process ${first.pid}`,
    );
    expect(readdirSync(data).filter((name) => name.startsWith('pglite.'))).toEqual([]); // nothing moved
    first.signal('SIGTERM');
    expect(await first.exited).toBe(0);

    const restore = await runScript('db-restore', [file], env);
    expect(restore.code, restore.stderr).toBe(0);
    const { previous } = JSON.parse(restore.stdout.trim().split('\n').at(-1)!) as Record<string, string>;
    expect(previous.startsWith(`${dataDir}.before-restore-`)).toBe(true);
    expect(existsSync(join(previous, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(previous, 'server.lock'))).toBe(false);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    const second = await startServer({ dataDir, distDir: data });
    onTestFinished(second.kill);
    const again = await signIn(second.base);
    const kept = await fetch(`${second.base}/v1/company/${before}`, { headers: again });
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as { name: string }).name).toBe('Backed up');
    expect((await fetch(`${second.base}/v1/company/${after}`, { headers: again })).status).toBe(404);
    second.signal('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);

  it('sends PostgreSQL deployments to pg_dump and pg_restore', async () => {
    const postgres = { ...env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    const [backup, restore] = await Promise.all([
      runScript('db-backup', [], postgres),
      runScript('db-restore', [join(data, 'any.tar.gz')], postgres),
    ]);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain('use pg_dump');
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('pg_restore');
  }, 60_000);
});
