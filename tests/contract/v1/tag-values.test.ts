// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO, signIn, TARGETS, useTarget } from './support/target';

const byLowerCase = (a: string, b: string) =>
  a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : a < b ? -1 : 1;

/* GET /v1/{area}/tags/{field}: the values a tags field holds, which the list's tag filter suggests (UX walk item 13). */
describe.each(TARGETS)('/v1 tag values on the %s', (target) => {
  const host = useTarget(target, 'viewer');
  const call = (path: string, token = host.token) => host.api.call('GET', path, { token });

  it('answers the distinct values of the live records containing q, case-insensitively, sorted', async () => {
    const all = (await host.api.call('GET', '/contributor?range=[0,999]', { token: host.token })).body as Array<{
      expertise: string[];
    }>;
    const distinct = [...new Set(all.flatMap((row) => row.expertise))];
    const sec = await call('/contributor/tags/expertise?q=SEC');
    expect(sec.status).toBe(200);
    expect(sec.body).toContain('security');
    expect(sec.body).toEqual(distinct.filter((tag) => tag.toLowerCase().includes('sec')).sort(byLowerCase));
    const every = await call('/contributor/tags/expertise');
    expect(every.body.length).toBe(Math.min(distinct.length, 20));
    expect(new Set(every.body).size).toBe(every.body.length);
    // A literal match: % and _ are not wildcards.
    expect((await call('/contributor/tags/expertise?q=%25')).body).toEqual([]);
  });

  it("leaves out the trash's values", async () => {
    const admin = await signIn(host.api, ...DEMO.admin);
    const created = await host.api.call('POST', '/contributor', {
      token: admin,
      body: { name: 'Tess Tagger', email: 'tess.tagger@example.com', expertise: ['zz-only-tess'] },
    });
    expect(created.status).toBe(201);
    expect((await call('/contributor/tags/expertise?q=zz-only')).body).toEqual(['zz-only-tess']);
    await host.api.call('DELETE', `/contributor/${created.body.id}`, { token: admin });
    expect((await call('/contributor/tags/expertise?q=zz-only')).body).toEqual([]);
  });

  it('refuses what it does not answer: another field, other parameters, a long q, no session, no read right', async () => {
    expect((await call('/contributor/tags/name')).status).toBe(404);
    expect((await call('/contributor/tags/nothing')).status).toBe(404);
    expect((await call('/nowhere/tags/expertise')).status).toBe(404);
    const unknown = await call('/contributor/tags/expertise?sort=x');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('adminKit.errors.badQuery');
    expect((await call('/contributor/tags/expertise?q=a&q=b')).status).toBe(400);
    expect((await call(`/contributor/tags/expertise?q=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await call('/contributor/tags/expertise', '')).status).toBe(401);
    const client = await signIn(host.api, ...DEMO.client);
    expect((await call('/contributor/tags/expertise', client)).status).toBe(403);
  });
});
