// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createApp } from '../../server/app';
import { nodePlatform } from '../../server/platform/node';
import { serveApp } from '../../server/http/static';
import { openPglite, type Database } from '../../server/db/client';
import { startServer } from './support/serverProcess';

/* One process, one port: /v1 and the built app with a fallback to index.html; a clean stop on SIGTERM. */
describe('serving the built app beside /v1', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof createApp>>;
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'entry-abc123.js'), 'console.log(1)');
    database = await openPglite('memory://');
    app = await createApp({
      db: database.db,
      config: { jwtSecret: 'static-test-secret-0123456789abcdef', log: () => undefined, platform: nodePlatform },
    });
    serveApp(app, dist);
  }, 60_000);
  afterAll(async () => {
    await database.close();
    rmSync(dist, { recursive: true });
  });

  it('answers client routes with the app, files as they are, and unknown API paths with JSON', async () => {
    const route = await app.request('/admin/3/show');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
    const asset = await app.request('/assets/entry-abc123.js');
    expect(await asset.text()).toBe('console.log(1)');
    expect(asset.headers.get('Cache-Control')).toContain('immutable');
    const api = await app.request('/v1/no-such-thing');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'ra.notification.item_doesnt_exist' });
  });
});

describe('the server process', () => {
  it('starts on its data folder, and SIGTERM closes the database and releases the lock', async () => {
    const data = mkdtempSync(join(tmpdir(), 'server-'));
    const lock = join(data, 'pglite', 'server.lock');
    const server = await startServer({ dataDir: join(data, 'pglite'), distDir: data });
    onTestFinished(server.kill);
    expect(existsSync(lock)).toBe(true);
    const login = await fetch(`${server.base}/v1/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    expect(login.status).toBe(200);
    server.signal('SIGTERM');
    await server.exited;
    for (let i = 0; i < 50 && existsSync(lock); i++) await new Promise((done) => setTimeout(done, 100));
    expect(server.output()).toContain('"shutdown"');
    expect(existsSync(lock)).toBe(false);
    rmSync(data, { recursive: true });
  }, 90_000);
});
