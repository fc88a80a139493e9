// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Agent, request } from 'node:http';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from '../../server/app';
import { serveApp } from '../../server/http/static';
import { nodePlatform } from '../../server/platform/node';
import { startTestApiServer, TEST_JWT_SECRET, type TestApiServer } from '@tests/support/apiServer';

/*
 * Security review 2, what the answers and the logs gave away (L4, I2, I3, I4, R1): hostile bodies reach no query,
 * failed queries are logged without their SQL and values, token answers are not cached, unknown paths are not pages,
 * role permissions name only what exists, and a 413 closes its connection.
 */
describe('answers and logs', () => {
  let server: TestApiServer;
  let app: Awaited<ReturnType<typeof createApp>>;
  const log: Array<Record<string, unknown>> = [];
  let token = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await app.request(`/v1${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  beforeAll(async () => {
    server = await startTestApiServer();
    await server.reset();
    app = await createApp({
      db: server.database.db,
      config: { jwtSecret: TEST_JWT_SECRET, platform: nodePlatform, log: (entry) => log.push(entry) },
    });
    serveApp(app, '/nonexistent-dist');
    const signedIn = await call('POST', '/auth/login', { email: 'admin@demo.com', password: 'admin' });
    token = JSON.parse(signedIn.text).accessToken;
  }, 60_000);
  afterAll(() => server.close());

  it('L4: a NUL, an id beyond any integer or a body nested 100,000 deep answer 400 with a field, not 500', async () => {
    const nul = await call('POST', '/admin', {
      fullName: 'Nul\u0000Name',
      email: 'nul@probe.test',
      password: 'Probe2026xx',
      roleId: 2,
    });
    expect(nul.status).toBe(400);
    expect(JSON.parse(nul.text).errors).toEqual({ fullName: 'adminKit.validation.noNul' });
    const huge = await call('GET', `/admin?filter=${encodeURIComponent('{"roleId":99999999999999999999}')}`);
    expect(huge.status).toBe(400);
    const deep = await call('POST', '/company', `{"name":"Deep","tags":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect(deep.status).toBe(400);
    expect(JSON.parse(deep.text).errors).toEqual({ tags: 'adminKit.validation.tooDeep' });
    const deepRole = await call(
      'POST',
      '/role',
      `{"name":"Deep","permissions":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`,
    );
    expect(deepRole.status).toBe(400);
  });

  it('L4: a failed query is logged by its kind, code and request id, never its SQL or values', async () => {
    log.length = 0;
    // A write the database refuses for a reason no rule foresaw: a trigger raising an error of its own.
    const execute = (statement: string) => server.database.db.execute(sql.raw(statement));
    await execute(
      `create function probe_refuse() returns trigger language plpgsql as $$ begin raise exception 'probe'; end $$`,
    );
    await execute(
      'create trigger probe_refuse before insert on "company" for each row execute function probe_refuse()',
    );
    try {
      const failing = await call('POST', '/company', { name: 'Trigger Victim Ltd', industry: 'media', country: 'PT' });
      expect(failing.status).toBe(500);
      expect(failing.text).not.toMatch(/probe|insert/i);
    } finally {
      await execute('drop trigger probe_refuse on "company"');
      await execute('drop function probe_refuse()');
    }
    const errors = log.filter((entry) => entry.level === 'error' && entry.event === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'P0001', kind: expect.any(String), requestId: expect.any(String) });
    expect(JSON.stringify(errors)).not.toMatch(/Trigger Victim|insert into|params/i);
  });

  it('I2: sign-in, refresh, registration and account answers say no-store', async () => {
    const signedIn = await call('POST', '/auth/login', { email: 'admin@demo.com', password: 'admin' });
    expect(signedIn.headers.get('Cache-Control')).toBe('no-store');
    expect((await call('GET', '/account/me')).headers.get('Cache-Control')).toBe('no-store');
    expect((await call('POST', '/jwt/logout', {})).headers.get('Cache-Control')).toBe('no-store');
  });

  it('I3: an unknown /v1 path is a JSON 404, not the app; a missing build file is a 404 not cached', async () => {
    for (const path of ['/account/me/', '/ADMIN', '/summary/', '/nothing/here']) {
      const answer = await call('GET', path);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('Content-Type')).toMatch(/json/);
    }
    const asset = await app.request('/assets/nope.js');
    expect(asset.status).toBe(404);
    expect(asset.headers.get('Cache-Control') ?? '').not.toMatch(/immutable/);
  });

  it('I4: a role names only known subjects, and a bounded number of them', async () => {
    for (const subject of ['ALL', '__proto__', 'nonsense', 'constructor']) {
      const answer = await call('POST', '/role', {
        name: `Probe ${subject}`,
        permissions: [{ subject, actions: ['read'] }],
      });
      expect(answer.status).toBe(400);
    }
    const many = Array.from({ length: 20_000 }, (_, n) => ({ subject: `s${n}`, actions: ['read'] }));
    expect((await call('POST', '/role', { name: 'Huge', permissions: many })).status).toBe(400);
    const fine = await call('POST', '/role', {
      name: 'Fine',
      permissions: [{ subject: 'company', actions: ['read'] }],
    });
    expect(fine.status).toBe(201);
  });

  it('I5: image fields take PNG, JPEG, WebP or GIF uploads whose bytes match, never SVG, addresses or disguised text', async () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const refused = [
      'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+',
      'data:image/svg+xml;charset=utf-8,%3Csvg%20onload%3Dalert(1)%3E',
      'https://tracker.example/pixel.gif',
      `data:image/png;base64,${btoa('hello this is not a png')}`,
    ];
    for (const logo of refused) {
      const answer = await call('POST', '/company', {
        name: `Logo probe ${logo.length}`,
        industry: 'technology',
        country: 'PT',
        logo,
      });
      expect(answer.status, logo).toBe(400);
      expect(JSON.parse(answer.text).errors).toEqual({ logo: 'adminKit.validation.imageType' });
      const own = await call('PUT', '/account/me', { fullName: 'John Doe', email: 'admin@demo.com', avatar: logo });
      expect(own.status, logo).toBe(400);
    }
    const kept = await call('POST', '/company', {
      name: 'Logo probe PNG',
      industry: 'technology',
      country: 'PT',
      logo: png,
    });
    expect(kept.status).toBe(201);
    expect(JSON.parse(kept.text).logo).toBe(png);
    // Nothing seeded is an SVG (every seeded record can be saved as it is).
    for (const area of ['company', 'admin', 'contributor', 'content-about-us']) {
      const list = JSON.parse((await call('GET', `/${area}?range=[0,99]`)).text) as Array<Record<string, unknown>>;
      const pictures = list.flatMap((record) => [record.logo, record.avatar, record.coverImage]).filter(Boolean);
      expect(
        pictures.filter((picture) => !String(picture).startsWith('data:image/png;')),
        area,
      ).toEqual([]);
    }
  });

  it('R1: a 413 closes the connection, so a keep-alive client’s next request goes out on a new one', async () => {
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise((resolve) => listening.once('listening', resolve));
    const { port } = listening.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<{ status: number; connection?: string }>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, method, path, agent, headers: { 'Content-Type': 'application/json' } },
          (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      const tooLarge = await send('POST', '/v1/company', Buffer.alloc(2_000_000, 'a'));
      expect(tooLarge).toMatchObject({ status: 413, connection: 'close' });
      expect((await send('GET', '/v1/health')).status).toBe(200);
    } finally {
      agent.destroy();
      await new Promise((resolve) => listening.close(resolve));
    }
  });
});
