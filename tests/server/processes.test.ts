// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { get } from 'node:http';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtures } from '@fixtures/index';
import { openPostgres } from '../../server/db/client';
import { buildSchema } from '../../server/db/schema';
import { holdsData, seedIfEmpty } from '../../server/db/seed';
import { startServer, type ServerProcess } from './support/serverProcess';
import { dropDatabase } from '../../scripts/lib/dropDatabase.mjs';

/*
 * Several server processes on one PostgreSQL database (issue "Scale out", S1–S3), as a load balancer runs them: two
 * started at once on an empty database both come up (migrations, derived structure and the demo seed once, under
 * the start-up lock); each takes the other's tokens; PostgreSQL dropping every connection under traffic ends
 * neither (the pool's connections are replaced, requests in between answer 503 with Retry-After). PostgreSQL lane
 * only: it needs DATABASE_URL and a role that may create databases (.ci/run gives it CREATEDB).
 */
const VITE = resolve('node_modules/vite/bin/vite.js');
const url = process.env.API_DB === 'postgres' ? process.env.DATABASE_URL : undefined;

describe.skipIf(!url)('two server processes on one PostgreSQL database', () => {
  const name = `scale_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  // Inside the project (.data/ is ignored by git), so the built server finds node_modules.
  const built = resolve(`.data/dist-server-workers-${process.pid}`);
  const servers: ServerProcess[] = [];
  let token = '';

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
  });
  afterAll(async () => {
    for (const server of servers) server.kill();
    await Promise.all(servers.map((server) => server.exited));
    await dropDatabase(admin, name);
    await admin.end();
    rmSync(dist, { recursive: true, force: true });
    rmSync(built, { recursive: true, force: true });
  });

  it('S1: four starts racing on one empty database all succeed, and the demo data is there once', async () => {
    const racing = `${name}_race`;
    await admin.query(`create database ${racing}`);
    try {
      const databaseUrl = Object.assign(new URL(url!), { pathname: `/${racing}` }).toString();
      const schema = await buildSchema();
      // What boot does, four times at once: open (migrate, derive) then seed an empty database under the lock.
      const started = await Promise.allSettled(
        [1, 2, 3, 4].map(async () => {
          const database = await openPostgres(databaseUrl);
          const seeded =
            !(await holdsData(database.db)) && (await database.exclusively(() => seedIfEmpty(database.db, schema)));
          await database.close();
          return seeded;
        }),
      );
      expect(started.map((start) => start.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
      expect(started.filter((start) => start.status === 'fulfilled' && start.value)).toHaveLength(1);
      const check = new pg.Client({ connectionString: databaseUrl });
      await check.connect();
      const { rows } = await check.query('select count(*)::int as "admins" from admin');
      await check.end();
      expect(rows[0].admins).toBe(buildFixtures().admin!.length);
    } finally {
      await dropDatabase(admin, racing);
    }
  }, 180_000);

  it('S1: both start at once on an empty database, seed it once, and take each other’s tokens', async () => {
    const databaseUrl = Object.assign(new URL(url!), { pathname: `/${name}` }).toString();
    servers.push(
      ...(await Promise.all(
        ['a', 'b'].map((side) => startServer({ dataDir: join(dist, side), distDir: dist, databaseUrl })),
      )),
    );
    const [a, b] = servers;
    const seeded = servers.map((server) => /"seeded":(true|false)/.exec(server.output())?.[1]).sort();
    expect(seeded).toEqual(['false', 'true']);
    const login = await fetch(`${a.base}/v1/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { accessToken: string }).accessToken;
    const atB = await fetch(`${b.base}/v1/account/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(atB.status).toBe(200);
    for (const server of servers) expect((await fetch(`${server.base}/v1/health/ready`)).status).toBe(200);
  }, 180_000);

  it('S2: PostgreSQL dropping every connection under traffic ends neither process; both answer again', async () => {
    expect(servers).toHaveLength(2);
    const answers: Array<{ status: number; retryAfter: string | null }> = [];
    let running = true;
    const traffic = servers.map(async (server) => {
      while (running) {
        const response = await fetch(`${server.base}/v1/company?range=[0,9]`, {
          headers: { Authorization: `Bearer ${token}` },
        }).catch(() => undefined);
        if (response) answers.push({ status: response.status, retryAfter: response.headers.get('Retry-After') });
        await response?.arrayBuffer();
      }
    });
    for (let drop = 0; drop < 5; drop++) {
      await new Promise((done) => setTimeout(done, 300));
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
    }
    await new Promise((done) => setTimeout(done, 300));
    running = false;
    await Promise.all(traffic);
    expect(answers.length).toBeGreaterThan(10);
    for (const answer of answers) {
      expect([200, 503]).toContain(answer.status);
      if (answer.status === 503) expect(answer.retryAfter).toBe('5');
    }
    for (const server of servers) {
      expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
      const after = await fetch(`${server.base}/v1/company?range=[0,9]`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(after.status).toBe(200);
    }
  }, 120_000);

  it('WORKERS=2: one host runs two server processes on one port; SIGTERM ends both and the primary exits 0', async () => {
    const databaseUrl = Object.assign(new URL(url!), { pathname: `/${name}` }).toString();
    // Built: node's cluster starts each worker as the primary was started, which vite-node's argv does not allow.
    execFileSync(process.execPath, [VITE, 'build', '--config', 'server/vite.config.ts', '--outDir', built], {
      stdio: 'ignore',
    });
    const host = await startServer({
      dataDir: join(dist, 'w'),
      distDir: dist,
      databaseUrl,
      env: { WORKERS: '2' },
      built: join(built, 'main.js'),
    });
    servers.push(host);
    const pids = new Set<number>();
    // A new connection each time (the cluster hands out connections, and fetch would keep one alive).
    const pidOnNewConnection = () =>
      new Promise<number>((done, failed) =>
        get(`${host.base}/v1/health/live`, { agent: false }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => done((JSON.parse(body) as { pid: number }).pid));
        }).on('error', failed),
      );
    for (let tries = 0; tries < 200 && pids.size < 2; tries++) {
      pids.add(await pidOnNewConnection());
      await new Promise((done) => setTimeout(done, 50));
    }
    expect(pids.size).toBe(2);
    expect(pids.has(host.pid)).toBe(false); // the primary only supervises
    host.signal('SIGTERM');
    expect(await host.exited).toBe(0);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  }, 120_000);
});
