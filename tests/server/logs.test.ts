// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createApp } from '../../server/app';
import { appLog, boot } from '../../server/boot';
import { openPglite, type Database } from '../../server/db/client';
import { buildSchema } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';
import { createLogger, logWith } from '../../server/log';
import { nodePlatform } from '../../server/platform/node';
import { startServer } from './support/serverProcess';

/* The server's logs as a platform reads them: JSON lines (pino) with the level by name and the process id. */

/** A logger on `env` whose lines are kept, parsed, in `lines`. */
function capturedLog(env: NodeJS.ProcessEnv = {}) {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = createLogger(env, destination);
  return { logger, log: logWith(logger), lines };
}

describe('the log lines', () => {
  it('are JSON with the level by name, an ISO time and the process id', () => {
    const { log, lines } = capturedLog();
    log({ level: 'warn', event: 'database-connection-lost', code: '57P01' });
    log({ event: 'outbox', to: 'someone@example.com' });
    expect(lines).toEqual([
      { level: 'warn', time: expect.any(String), pid: process.pid, event: 'database-connection-lost', code: '57P01' },
      { level: 'info', time: expect.any(String), pid: process.pid, event: 'outbox', to: 'someone@example.com' },
    ]);
    expect(new Date(String(lines[0]!.time)).toISOString()).toBe(lines[0]!.time);
  });

  it('leave out what is below LOG_LEVEL', () => {
    const { log, lines } = capturedLog({ LOG_LEVEL: 'warn' });
    log({ level: 'info', event: 'request' });
    log({ level: 'debug', event: 'detail' });
    log({ level: 'error', event: 'error' });
    expect(lines.map((line) => [line.level, line.event])).toEqual([['error', 'error']]);
  });

  it('show secrets as [redacted], at the top of an entry or one level in', () => {
    const { log, lines } = capturedLog();
    log({
      level: 'error',
      event: 'error',
      code: '23505',
      password: 'hunter2-password',
      token: 'plain-token',
      headers: { authorization: 'Bearer abc.def.ghi', cookie: 'session=1', accept: 'application/json' },
      body: { email: 'a@example.com', newPassword: 'next-password', refreshToken: 'refresh-token', code: '123456' },
    });
    expect(lines[0]).toMatchObject({
      code: '23505', // a database error's code, which the logs need
      password: '[redacted]',
      token: '[redacted]',
      headers: { authorization: '[redacted]', cookie: '[redacted]', accept: 'application/json' },
      body: { email: 'a@example.com', newPassword: '[redacted]', refreshToken: '[redacted]', code: '[redacted]' },
    });
  });

  it('refuse an unknown LOG_LEVEL, before the server opens its database', async () => {
    expect(() => createLogger({ LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL=verbose .*info/);
    await expect(boot({ LOG_LEVEL: 'loud', DATABASE_URL: '', DATA_DIR: 'memory://' })).rejects.toThrow(
      /LOG_LEVEL=loud is not a log level/,
    );
  });
});

describe('the request line', () => {
  let database: Database;
  const { logger, lines } = capturedLog();
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    database = await openPglite('memory://');
    await seedIfEmpty(database.db, await buildSchema());
    app = await createApp({
      db: database.db,
      config: { jwtSecret: 'logs-test-secret-0123456789abcdefgh', platform: nodePlatform, log: appLog(logger, {}) },
    });
  }, 60_000);
  afterAll(() => database.close());

  it('is one JSON line per request with its id, the process id, and none of the Authorization header', async () => {
    const login = await app.request('/v1/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    lines.length = 0;
    const list = await app.request('/v1/company?filter=%7B%22q%22%3A%22acme%22%7D', {
      headers: { Authorization: `Bearer ${accessToken}`, 'X-Request-Id': 'trace-logs-12345' },
    });
    expect(list.status).toBe(200);
    expect(lines).toEqual([
      {
        level: 'info',
        time: expect.any(String),
        pid: process.pid,
        event: 'request',
        requestId: 'trace-logs-12345',
        method: 'GET',
        path: '/v1/company',
        status: 200,
        ms: expect.any(Number),
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain(accessToken);
  });
});

describe('the server process', () => {
  const data = mkdtempSync(join(tmpdir(), 'logs-'));
  afterAll(() => rmSync(data, { recursive: true, force: true }));

  it('prints JSON lines with its process id: listening, each request, shutdown', async () => {
    const server = await startServer({ dataDir: join(data, 'pglite'), distDir: data });
    onTestFinished(server.kill);
    expect((await fetch(`${server.base}/v1/health/live`)).status).toBe(200);
    server.signal('SIGTERM');
    expect(await server.exited).toBe(0);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.event)).toEqual(['listening', 'request', 'shutdown']);
    for (const line of lines) expect(line).toMatchObject({ level: 'info', pid: server.pid, time: expect.any(String) });
  }, 120_000);

  it('says why it refused to start in a JSON line, and exits 1', async () => {
    const refused = startServer({ dataDir: join(data, 'refused'), distDir: data, env: { JWT_SECRET: 'short' } });
    await expect(refused).rejects.toThrow(/"level":"fatal".*"event":"start-failed".*JWT_SECRET/);
  }, 120_000);
});
