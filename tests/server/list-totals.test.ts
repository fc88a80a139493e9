// @vitest-environment node
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApiServer, type TestApiServer } from '@tests/support/apiServer';
import { exactCountLimit } from '../../server/areas/counts';

/*
 * A filtered or searched list counts its matches only up to a limit; above it the total is the planner's estimate,
 * marked by X-Total-Estimated, and `total=exact` counts them all (issue "Scale out": exact counts of large slices made
 * filtered and searched lists slow at a million rows). The limit is 3 here, so the demo rows cross it.
 */
describe('list totals: exact below the limit, estimated above it, exact on request', () => {
  let server: TestApiServer;
  let token = '';
  beforeAll(async () => {
    server = await startTestApiServer({ exactCountLimit: 3 });
    await server.reset();
    // The planner's statistics, so it expects as many active users as there are (a list it expects few of is counted).
    await server.database.db.execute(sql.raw('analyze "user"'));
    const signedIn = await server.app.request('/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    token = ((await signedIn.json()) as { accessToken: string }).accessToken;
  }, 60_000);
  afterAll(() => server.close());

  const list = async (query: string) => {
    const response = await server.app.request(`/v1/user?${query}`, { headers: { Authorization: `Bearer ${token}` } });
    const total = Number(/\/(\d+)$/.exec(response.headers.get('Content-Range') ?? '')?.[1]);
    return { status: response.status, total, estimated: response.headers.get('X-Total-Estimated'), response };
  };
  const filter = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;
  const exactly = async (value: object) => (await list(`${filter(value)}&total=exact&range=[0,0]`)).total;

  it('an unnarrowed list answers the kept count, never an estimate', async () => {
    const all = await list('');
    expect(all.status).toBe(200);
    expect(all.total).toBeGreaterThan(3);
    expect(all.estimated).toBeNull();
  });

  it('a filter matching more than the limit answers an estimate, marked; total=exact counts every match', async () => {
    const exact = await exactly({ status: 'active' });
    expect(exact).toBeGreaterThan(3);
    const estimated = await list(filter({ status: 'active' }));
    expect(estimated.status).toBe(200);
    expect(estimated.estimated).toBe('true');
    expect(estimated.total).toBeGreaterThan(3);
    // Never fewer than the page shows, with room for a next page after a full one.
    const page = await list(`${filter({ status: 'active' })}&range=[0,9]`);
    expect(page.estimated).toBe('true');
    expect(page.total).toBeGreaterThanOrEqual(11);
    const exactAnswer = await list(`${filter({ status: 'active' })}&total=exact`);
    expect(exactAnswer.estimated).toBeNull();
    expect(exactAnswer.total).toBe(exact);
    // The browser may read the mark across origins.
    expect(exactAnswer.response.headers.get('Access-Control-Expose-Headers') ?? 'X-Total-Estimated').toContain(
      'X-Total-Estimated',
    );
  });

  it('a search or filter matching up to the limit answers the exact count, unmarked', async () => {
    const one = await list(filter({ q: 'admin@demo.com' }));
    expect(one.estimated).toBeNull();
    expect(one.total).toBe(await exactly({ q: 'admin@demo.com' }));
    // Past the last match the page is empty and the total still counted.
    const past = await list(`${filter({ id: [1, 2] })}&range=[5,9]`);
    expect(past.status).toBe(200);
    expect(past.response.headers.get('Content-Range')).toBe('user */2');
    const both = await list(`${filter({ id: [1, 2] })}&range=[1,1]`);
    expect(both.response.headers.get('Content-Range')).toBe('user 1-1/2');
    expect(((await both.response.json()) as Array<Record<string, unknown>>).map((row) => Object.keys(row))).toEqual([
      expect.not.arrayContaining(['$total']),
    ]);
    const none = await list(filter({ q: 'nobody-matches-this' }));
    expect(none.total).toBe(0);
    expect(none.estimated).toBeNull();
  });

  it('a role that may not read the area gets 403, exact or not', async () => {
    const signedIn = await server.app.request('/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'client@demo.com', password: 'client' }),
    });
    const client = ((await signedIn.json()) as { accessToken: string }).accessToken;
    const refused = await server.app.request(`/v1/user?${filter({ status: 'active' })}&total=exact`, {
      headers: { Authorization: `Bearer ${client}` },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('Content-Range')).toBeNull();
  });

  it('refuses any other total, or two: 400 naming the parameter', async () => {
    for (const query of ['total=estimate', 'total=', 'total=exact&total=exact', 'total=EXACT']) {
      const refused = await list(query);
      expect(refused.status, query).toBe(400);
      expect(JSON.stringify(await refused.response.json())).toContain('total must be');
    }
  });
});

describe('EXACT_COUNT_LIMIT', () => {
  it('is a whole number, or unset for the default; anything else refuses the start, naming it', () => {
    expect(exactCountLimit(undefined)).toBeUndefined();
    expect(exactCountLimit('')).toBeUndefined();
    expect(exactCountLimit('50000')).toBe(50_000);
    expect(exactCountLimit('0')).toBe(0);
    for (const bad of ['-1', '1e6', 'lots', '10 000'])
      expect(() => exactCountLimit(bad), bad).toThrow(/EXACT_COUNT_LIMIT must be a whole number/);
  });
});
