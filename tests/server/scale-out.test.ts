// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import { applyDerived } from '../../server/db/derived';
import { nodePlatform } from '../../server/platform/node';
import { loggedDb, startTestApiServer, TEST_JWT_SECRET, type TestApiServer } from '@tests/support/apiServer';

/*
 * Several requests, one record (issue "Scale out", S4): writes of one record on any server process wait for each
 * other, so two trashes, purges or restores have one winner and one history entry, an edit racing a trash edits no
 * trashed record, and two trades of one refresh token leave its family revoked; a create retried under its
 * Idempotency-Key is made once (S5). Also: the caller is looked up once per request, and the health checks a load
 * balancer calls. PGlite here, PostgreSQL in its lane (where the races
 * are real: the pool runs the requests on separate connections).
 */
describe('racing writes and the checks around them', () => {
  let server: TestApiServer;
  let admin: string;
  const call = async (method: string, path: string, body?: unknown, token = admin) => {
    const response = await server.app.request(`/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> };
  };
  const signIn = async (who = 'admin') => {
    const response = await server.app.request('/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `${who}@demo.com`, password: who }),
    });
    return (await response.json()) as { accessToken: string; refreshToken: string };
  };
  const newCompany = async (name: string) =>
    (await call('POST', '/company', { name, industry: 'technology', country: 'PT' })).body.id as number;
  const actionsOf = async (area: string, id: number) =>
    ((await call('GET', `/${area}/${id}/history`)).body as unknown as Array<{ action: string }>)
      .map((entry) => entry.action)
      .reverse();
  const statuses = (answers: Array<{ status: number }>) => answers.map((answer) => answer.status).sort();

  beforeAll(async () => {
    server = await startTestApiServer();
  }, 60_000);
  beforeEach(async () => {
    await server.reset();
    admin = (await signIn()).accessToken;
  });
  afterAll(() => server.close());

  it('S4: the same record trashed twice at once: one 200, one 404, one history entry', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await newCompany(`Race ${round}`);
      const answers = await Promise.all([call('DELETE', `/company/${id}`), call('DELETE', `/company/${id}`)]);
      expect(statuses(answers)).toEqual([200, 404]);
      expect(await actionsOf('company', id)).toEqual(['create', 'delete']);
    }
  });

  it('S4: restored twice or purged twice at once: one winner each, one history entry each', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await newCompany(`Again ${round}`);
      await call('DELETE', `/company/${id}`);
      const restores = await Promise.all([
        call('POST', `/company/${id}/restore`),
        call('POST', `/company/${id}/restore`),
      ]);
      expect(statuses(restores)).toEqual([200, 404]);
      await call('DELETE', `/company/${id}`);
      const purges = await Promise.all([
        call('DELETE', `/company/${id}?purge=true`),
        call('DELETE', `/company/${id}?purge=true`),
      ]);
      expect(statuses(purges)).toEqual([200, 404]);
      expect(await actionsOf('company', id)).toEqual(['create', 'delete', 'restore', 'delete', 'purge']);
    }
  });

  it('S4: an edit racing a trash never edits the record once it is in the trash', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await newCompany(`Edited ${round}`);
      const [edit, trash] = await Promise.all([
        call('PUT', `/company/${id}`, { description: 'changed' }),
        call('DELETE', `/company/${id}`),
      ]);
      expect(trash.status).toBe(200);
      const actions = await actionsOf('company', id);
      // Either the edit came first and is in the history before the trash, or it found the record gone.
      if (edit.status === 200) expect(actions).toEqual(['create', 'update', 'delete']);
      else expect([edit.status, actions]).toEqual([404, ['create', 'delete']]);
    }
  });

  it('S4: one refresh token traded twice at once leaves no token of its family that works', async () => {
    for (let round = 0; round < 3; round++) {
      const { refreshToken } = await signIn();
      const trade = (token: string) =>
        server.app.request('/v1/auth/refresh-token', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ refreshToken: token }),
        });
      const answers = await Promise.all([trade(refreshToken), trade(refreshToken)]);
      const issued = await Promise.all(
        answers.filter((answer) => answer.status === 201).map(async (answer) => (await answer.json()).refreshToken),
      );
      expect(issued.length).toBeLessThanOrEqual(1);
      for (const token of issued) expect((await trade(token as string)).status).toBe(401);
    }
  });

  it('S5: a create retried under its Idempotency-Key answers the first result and creates once, for a day', async () => {
    const create = async (key: string, name: string) => {
      const response = await server.app.request('/v1/company', {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({ name, industry: 'finance', country: 'DE' }),
      });
      return { status: response.status, location: response.headers.get('Location'), body: await response.json() };
    };
    const named = async (name: string) =>
      ((await call('GET', `/company?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`)).body as unknown as [])
        .length;

    const first = await create('order-7f3a', 'Once GmbH');
    const retried = await create('order-7f3a', 'Once GmbH');
    expect(first.body).toMatchObject({ name: 'Once GmbH' });
    expect(first.status).toBe(201);
    expect(retried).toEqual(first);
    expect(await named('Once GmbH')).toBe(1);

    // Three at once under a new key: every answer names the one record made.
    const racing = await Promise.all([1, 2, 3].map(() => create('order-88b1', 'Racing AG')));
    expect(new Set(racing.map((answer) => `${answer.status} ${answer.body.id}`)).size).toBe(1);
    expect(await named('Racing AG')).toBe(1);

    const reused = await create('order-7f3a', 'Another GmbH');
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe('adminKit.errors.idempotencyKeyReused');
    expect(await named('Another GmbH')).toBe(0);
    expect((await create('no spaces allowed', 'Bad key')).status).toBe(400);
    expect(await named('Bad key')).toBe(0);

    server.advanceClock(24 * 60 * 60 + 1);
    admin = (await signIn()).accessToken;
    const dayLater = await create('order-7f3a', 'Once Again GmbH');
    expect(dayLater.status).toBe(201);
    expect(dayLater.body.id).not.toBe(first.body.id);
  });

  it('S5, hostile: a key is the caller’s own; bad bodies, refused callers and odd keys keep no answer', async () => {
    const post = async (token: string, key: string, body: string) => {
      const response = await server.app.request('/v1/company', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const company = JSON.stringify({ name: 'Keyed SA', industry: 'finance', country: 'FR' });
    const mine = await post(admin, 'shared-key', company);
    expect(mine.status).toBe(201);
    // Another account under the same key and body gets an answer of its own, never the first caller's.
    const editor = (await signIn('editor')).accessToken;
    const theirs = await post(editor, 'shared-key', JSON.stringify({ name: 'Keyed SA 2', industry: 'finance' }));
    expect(theirs.status).toBe(400); // country is required: their own validation, not a replay of mine
    expect(theirs.body).not.toHaveProperty('id');
    // A refused caller, malformed JSON, unknown and __proto__ keys, and a wrong type keep nothing under the key.
    const viewer = (await signIn('viewer')).accessToken;
    expect((await post(viewer, 'k-refused', company)).status).toBe(403);
    expect((await post(admin, 'k-broken', '{"name": ')).status).toBe(400);
    expect((await post(admin, 'k-proto', '{"__proto__": {"admin": true}, "name": "Proto SA"}')).status).toBe(400);
    expect((await post(admin, 'k-type', JSON.stringify({ name: 42, industry: 'finance', country: 'FR' }))).status).toBe(
      400,
    );
    for (const key of ['k-refused', 'k-broken', 'k-proto', 'k-type'])
      expect(
        (await post(admin, key, JSON.stringify({ name: `After ${key}`, industry: 'media', country: 'PT' }))).status,
      ).toBe(201);
    // Keys too long or empty are refused before anything is read or written.
    expect((await post(admin, 'x'.repeat(201), company)).status).toBe(400);
    expect((await post(admin, '', company)).status).toBe(400);
    const rows = await server.database.db.select().from(server.schema.system.idempotencyKeys);
    expect(JSON.stringify(rows)).not.toMatch(/password|Bearer|eyJ/);
  });

  it('looks the caller up once per request to an area (one principal query beside the page), a whole list in one more', async () => {
    const queries: string[] = [];
    const app = await createApp({
      db: await loggedDb(server.database, queries),
      config: { jwtSecret: TEST_JWT_SECRET, platform: nodePlatform, log: () => undefined },
    });
    await applyDerived(server.database.db); // the kept counts, which the reset emptied
    for (const path of ['/v1/user', '/v1/user/1', '/v1/user/1/history']) {
      queries.length = 0;
      const response = await app.request(path, { headers: { Authorization: `Bearer ${admin}` } });
      expect(response.status, path).toBe(200);
      const principal = queries.filter((query) => query.includes('"refresh_tokens"'));
      expect(principal, path).toHaveLength(1);
      // A list of every live record reads its page and its kept total in one query.
      if (path === '/v1/user') {
        expect(queries, path).toHaveLength(2);
        expect(response.headers.get('Content-Range')).toMatch(/\/\d+$/);
      }
    }
  });

  it('answers liveness, readiness and health; a database that is gone is 503 with Retry-After', async () => {
    expect(await (await server.app.request('/v1/health/live')).json()).toMatchObject({ status: 'ok' });
    expect(await (await server.app.request('/v1/health/ready')).json()).toEqual({ status: 'ready' });
    const gone = await createApp({
      db: {
        execute: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
      } as unknown as Db,
      config: { jwtSecret: TEST_JWT_SECRET, platform: nodePlatform, log: () => undefined },
    });
    const ready = await gone.request('/v1/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('Retry-After')).toBe('5');
    expect((await gone.request('/v1/health/live')).status).toBe(200);
  });
});
