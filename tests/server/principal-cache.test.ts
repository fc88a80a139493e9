// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createApp } from '../../server/app';
import { createPrincipalCache } from '../../server/auth/principalCache';
import type { Principal } from '../../server/auth/principal';
import { rowsOf } from '../../server/db/rows';
import { nodePlatform } from '../../server/platform/node';
import { loggedDb, startTestApiServer, TEST_JWT_SECRET, type TestApiServer } from '@tests/support/apiServer';

/*
 * The principal kept per session (server/auth/principalCache.ts, issue "Scale out" item 2): most requests skip the
 * query for their account, role and session, and a change made anywhere (here by SQL on the database, as another
 * server process or a script would) applies at the caller's next request, through the database's NOTIFY. The cache
 * keeps entries for a minute here, so only the notice can make these pass. PGlite here, PostgreSQL in its lane (where
 * the notice comes on another connection: the checks wait up to 2 s for it).
 */
describe('the principal kept between requests', () => {
  let server: TestApiServer;
  let app: Awaited<ReturnType<typeof createApp>>;
  const queries: string[] = [];
  const principalQueries = () => queries.filter((query) => query.includes('"refresh_tokens"')).length;

  beforeAll(async () => {
    server = await startTestApiServer();
    app = await createApp({
      db: await loggedDb(server.database, queries),
      listen: server.database.listen?.bind(server.database),
      config: { jwtSecret: TEST_JWT_SECRET, platform: nodePlatform, log: () => undefined, principalCacheMs: 60_000 },
    });
  }, 60_000);
  beforeEach(() => server.reset());
  afterAll(async () => {
    await app.closeStreams();
    await server.close();
  });

  const signIn = async (who: string) => {
    const response = await app.request('/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `${who}@demo.com`, password: who }),
    });
    return ((await response.json()) as { accessToken: string }).accessToken;
  };
  const statusOf = async (token: string, path = '/v1/user') =>
    (await app.request(path, { headers: { Authorization: `Bearer ${token}` } })).status;
  const change = (statement: string) => server.database.db.execute(sql.raw(statement));
  const becomes = (token: string, status: number) =>
    expect.poll(() => statusOf(token), { timeout: 2_000, interval: 50 }).toBe(status);

  it('reads the caller once for several requests of one session', async () => {
    const token = await signIn('viewer');
    queries.length = 0;
    for (const path of ['/v1/user', '/v1/user/1', '/v1/company', '/v1/user/1/history'])
      expect(await statusOf(token, path), path).toBe(200);
    expect(principalQueries()).toBe(1);
  });

  it("a role edited elsewhere applies at its accounts' next request", async () => {
    const token = await signIn('viewer');
    expect(await statusOf(token)).toBe(200);
    await change(
      `update "role" set "permissions" = '[{"subject":"company","actions":["read"]}]' where "name" = 'Viewer'`,
    );
    await becomes(token, 403);
    expect(await statusOf(token, '/v1/company')).toBe(200);
  });

  it('an account deactivated, trashed or moved to another role elsewhere applies at its next request', async () => {
    const viewer = await signIn('viewer');
    const editor = await signIn('editor');
    const content = await signIn('content');
    for (const token of [viewer, editor]) expect(await statusOf(token, '/v1/company')).toBe(200);
    expect(await statusOf(content, '/v1/company')).toBe(403);
    await change(`update "admin" set "status" = 'inactive' where "email" = 'viewer@demo.com'`);
    await change(`update "admin" set "deletedAt" = now() where "email" = 'editor@demo.com'`);
    await change(
      `update "admin" set "roleId" = (select "id" from "role" where "name" = 'Viewer') where "email" = 'content@demo.com'`,
    );
    await becomes(viewer, 401);
    await becomes(editor, 401);
    await expect.poll(() => statusOf(content, '/v1/company'), { timeout: 2_000, interval: 50 }).toBe(200);
  });

  it('a session ended elsewhere (signed out, replayed, reset) ends at its next request; the others go on', async () => {
    const first = await signIn('viewer');
    const second = await signIn('viewer');
    for (const token of [first, second]) expect(await statusOf(token)).toBe(200);
    const [{ family }] = await rowsOf<{ family: string }>(
      server.database.db,
      sql.raw(`select "family" from "refresh_tokens" order by "createdAt" asc limit 1`),
    );
    await change(`update "refresh_tokens" set "revokedAt" = now() where "family" = '${family}'`);
    await becomes(first, 401);
    expect(await statusOf(second)).toBe(200);
  });

  it('emptying the accounts, roles or sessions drops everything kept', async () => {
    const token = await signIn('viewer');
    expect(await statusOf(token)).toBe(200);
    await change(`truncate "refresh_tokens"`);
    await becomes(token, 401);
  });
});

describe('the principal cache itself', () => {
  const principal = (account: number, role: number) =>
    ({ account: { id: account }, role: { id: role } }) as unknown as Principal;

  it('drops by account, role and session, and keeps nothing a notice overtook while it was read', () => {
    let now = 0;
    const cache = createPrincipalCache(5_000, () => now);
    const mark = cache.mark();
    cache.keep('a', principal(1, 10), mark);
    cache.keep('b', principal(2, 10), mark);
    cache.keep('c', principal(3, 20), mark);
    cache.forget('role:10');
    expect([cache.get('a'), cache.get('b'), cache.get('c')?.account.id]).toEqual([undefined, undefined, 3]);
    cache.forget('account:3');
    expect(cache.get('c')).toBeUndefined();

    const before = cache.mark();
    cache.forget('session:elsewhere'); // a notice arrives while a request reads its principal
    cache.keep('d', principal(4, 20), before);
    expect(cache.get('d')).toBeUndefined();

    cache.keep('e', principal(5, 20), cache.mark());
    now = 4_999;
    expect(cache.get('e')?.account.id).toBe(5);
    now = 5_000;
    expect(cache.get('e')).toBeUndefined();
  });
});
