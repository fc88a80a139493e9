// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Permission } from '@schemas/kit/access';
import { API_ERRORS } from '@/contract/types';
import type { SearchHit } from '@/contract/search';
import { RANKED_PER_AREA } from '../../../server/areas/searchQuery';
import { TARGETS, useTarget, roleHolder } from './support/target';

/*
 * The search across areas (issue 34 item 2): records of every area the caller may read, ranked by trigram similarity,
 * at most `limit` per area; only the records their role reaches, never on a field it hides, never in the trash.
 */
describe.each(TARGETS)('/v1/search, on the %s', (target) => {
  const host = useTarget(target, 'admin');
  const call = (method: string, path: string, token: string, body?: unknown) =>
    host.api.call(method, path, { token, ...(body === undefined ? {} : { body }) });
  const search = async (q: string, token = host.token, extra = ''): Promise<SearchHit[]> => {
    const reply = await call('GET', `/search?q=${encodeURIComponent(q)}${extra}`, token);
    expect(reply.status, reply.text).toBe(200);
    return reply.body;
  };
  const of = (hits: SearchHit[], area: string) => hits.filter((hit) => hit.area === area);

  async function made(area: string, body: Record<string, unknown>): Promise<number> {
    const reply = await call('POST', `/${area}`, host.token, body);
    expect(reply.status, reply.text).toBe(201);
    return reply.body.id;
  }
  const company = (name: string, extra: Record<string, unknown> = {}) =>
    made('company', { name, industry: 'technology', country: 'FR', ...extra });

  const holderOf = async (name: string, permissions: Permission[]) => (await roleHolder(host, name, permissions)).token;

  it('finds a company and a user by name, the closest first, each labelled by its name', async () => {
    const exact = await company('Zephyr Quartz');
    const longer = await company('Zephyr Quartz Holdings');
    const longest = await company('Zephyr Quartz Logistics International');
    const inside = await company('Kazephyr Quartzite');
    const user = await made('user', { fullName: 'Zephyr Quartz', username: 'zquartz', email: 'zq@people.example' });

    const hits = await search('zephyr quartz');
    // Equal scores list in menu order: users come before companies.
    expect(hits.slice(0, 2)).toEqual([
      { area: 'user', id: user, label: 'Zephyr Quartz', matched: 'fullName' },
      { area: 'company', id: exact, label: 'Zephyr Quartz', matched: 'name' },
    ]);
    // Whole words before letters inside a word; a shorter value before a longer one.
    expect(of(hits, 'company').map((hit) => hit.id)).toEqual([exact, longer, longest, inside]);
    // Case and surrounding blanks do not matter; another search field matches too, and says so.
    expect((await search('  ZEPHYR QUARTZ  '))[0]).toMatchObject({ id: user });
    expect(of(await search('people.example'), 'user')).toEqual([
      { area: 'user', id: user, label: 'Zephyr Quartz', matched: 'email' },
    ]);
    // The area's list searched for the same text holds every record the search showed of it ("see all").
    const listed = await call('GET', `/company?filter=${encodeURIComponent('{"q":"zephyr quartz"}')}`, host.token);
    expect(listed.body.map((row: { id: number }) => row.id).sort()).toEqual([exact, longer, longest, inside].sort());
  });

  it('answers at most `limit` records of each area (5 unless asked), the best ones', async () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7]) await company(`Borealis Tiles ${n}`);
    const exact = await company('Borealis');
    const hits = await search('borealis');
    expect(of(hits, 'company')).toHaveLength(5);
    expect(hits[0]).toMatchObject({ area: 'company', id: exact });
    const two = await search('borealis', host.token, '&limit=2');
    expect(of(two, 'company')).toHaveLength(2);
    expect(two[0].id).toBe(exact);
    expect(of(await search('borealis', host.token, '&limit=20'), 'company')).toHaveLength(8);
  });

  it('ranks the closest first among more records than it scores in full (RANKED_PER_AREA)', async () => {
    for (let n = 1; n <= RANKED_PER_AREA + 5; n++) await company(`Quokka Trading Company ${n}`);
    const word = await company('Blue Quokka');
    const exact = await company('Quokka');
    const hits = of(await search('quokka'), 'company');
    expect(hits.slice(0, 2).map((hit) => hit.id)).toEqual([exact, word]);
    expect(hits).toHaveLength(5);
  });

  it('never finds a record in the trash', async () => {
    const kept = await company('Nimbus Foundry');
    const trashed = await company('Nimbus Foundry West');
    expect((await call('DELETE', `/company/${trashed}`, host.token)).status).toBe(200);
    expect((await search('nimbus foundry')).map((hit) => hit.id)).toEqual([kept]);
  });

  it('leaves out the areas a role may not read', async () => {
    await company('Halcyon Works');
    await made('user', { fullName: 'Halcyon Reyes', username: 'hreyes', email: 'h@reyes.example' });
    expect(new Set((await search('halcyon')).map((hit) => hit.area))).toEqual(new Set(['user', 'company']));
    const usersOnly = await holderOf('User desk', [{ subject: 'user', actions: ['read'] }]);
    expect((await search('halcyon', usersOnly)).map((hit) => hit.area)).toEqual(['user']);
    const noAreas = await holderOf('No areas', [{ subject: 'ACL', actions: ['read'] }]);
    expect(await search('halcyon', noAreas)).toEqual([]);
  });

  it('finds only the records a role limited to country = PT may read', async () => {
    const lisbon = await company('Solstice Lisbon', { country: 'PT' });
    const porto = await company('Solstice Porto', { country: 'PT' });
    await company('Solstice Madrid', { country: 'ES' });
    expect(of(await search('solstice'), 'company')).toHaveLength(3);
    const pt = await holderOf('Portugal desk', [
      { subject: 'company', actions: ['read'], conditions: { country: 'PT' } },
    ]);
    const hits = await search('solstice', pt);
    expect(hits.map((hit) => hit.id).sort()).toEqual([lisbon, porto].sort());
    expect(await search('solstice madrid', pt)).toEqual([]);
  });

  it('never matches on a field the role hides, nor on a secret', async () => {
    const id = await company('Plain Trading', { email: 'desk@obscurity.example' });
    // Only this record holds the text: no near word of another record is a match.
    expect(await search('obscurity')).toEqual([{ area: 'company', id, label: 'Plain Trading', matched: 'email' }]);
    const clerk = await holderOf('Company clerk', [
      { subject: 'company', actions: ['read'], fields: ['name', 'industry', 'country'] },
    ]);
    expect(await search('obscurity', clerk)).toEqual([]);
    expect(await search('plain trading', clerk)).toEqual([
      { area: 'company', id, label: 'Plain Trading', matched: 'name' },
    ]);
    // A role that hides the name still finds the record by a field it shows, without its name.
    const mailer = await holderOf('Company mailer', [{ subject: 'company', actions: ['read'], fields: ['email'] }]);
    expect(await search('obscurity', mailer)).toEqual([{ area: 'company', id, label: null, matched: 'email' }]);
    // Passwords are stored hashed with argon2id: no hash is ever a match.
    expect(of(await search('argon2id'), 'admin')).toEqual([]);
  });

  it('refuses a search shorter than 3 characters, a bad limit and unknown parameters, with a translated message', async () => {
    for (const q of ['', 'a', '  bc  ']) {
      const reply = await call('GET', `/search?q=${encodeURIComponent(q)}`, host.token);
      expect([reply.status, reply.body.message], q).toEqual([400, API_ERRORS.searchTooShort]);
    }
    expect((await call('GET', '/search', host.token)).body.message).toBe(API_ERRORS.searchTooShort);
    for (const query of ['q=abc&limit=0', 'q=abc&limit=21', 'q=abc&limit=two', 'q=abc&sort=id', 'q=abc&q=cde']) {
      const reply = await call('GET', `/search?${query}`, host.token);
      expect([reply.status, reply.body.message], query).toEqual([400, API_ERRORS.badSearchQuery]);
      expect(reply.body.errors.query).toBeTruthy();
    }
    expect((await call('GET', `/search?q=${'x'.repeat(201)}`, host.token)).status).toBe(400);
    // Characters that mean something to LIKE are taken literally.
    expect(await search('%_%')).toEqual([]);
  });

  it('answers 401 without a valid token', async () => {
    expect((await host.api.call('GET', '/search?q=zephyr')).status).toBe(401);
    expect((await host.api.call('GET', '/search?q=zephyr', { token: 'forged' })).status).toBe(401);
  });
});
