// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { declarations } from '@/admin-kit/registry';
import { decodeMessage } from '@schemas/kit/validation';
import { DEMO, signIn, TARGETS, useTarget } from './support/target';

/* The management areas' simple-REST contract, the same on the API server and the in-browser worker. */
describe.each(TARGETS)('/v1 areas on the %s', (target) => {
  const host = useTarget(target, 'admin');
  const get = (path: string, as = host.token) => host.api.call('GET', path, { token: as });
  const list = (area: string, filter: Record<string, unknown> = {}, extra = '') =>
    get(`/${area}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]${extra}`);
  const page = (extra: Record<string, unknown>) => ({
    title: 'Our new page',
    languageId: 1,
    body: '<p>Hello</p>',
    status: 'draft',
    order: 1,
    kind: 'guide',
    authorName: 'Ann',
    ...extra,
  });

  it('needs a valid access token: 401', async () => {
    expect((await get('/admin', '')).status).toBe(401);
    expect((await get('/admin', 'forged.token.value')).status).toBe(401);
  });

  it('refuses what the role does not grant: 403', async () => {
    const client = await signIn(host.api, ...DEMO.client);
    expect((await get('/user', client)).status).toBe(403);
    const viewer = await signIn(host.api, ...DEMO.viewer);
    expect((await get('/user', viewer)).status).toBe(200);
    const refused = await host.api.call('POST', '/user', {
      token: viewer,
      body: { fullName: 'X Y', username: 'xyz', email: 'x@y.zz' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'adminKit.errors.forbidden' });
  });

  it('lists with 200 and a Content-Range total, sorted, without secrets', async () => {
    const answer = await get('/admin?range=[0,4]&sort=["fullName","ASC"]');
    expect(answer.status).toBe(200);
    const total = Number(answer.headers.get('Content-Range')!.split('/').pop());
    expect(answer.headers.get('Content-Range')).toBe(`admin 0-4/${total}`);
    expect(total).toBeGreaterThan(20);
    expect(answer.body).toHaveLength(5);
    for (const row of answer.body) {
      expect(row).not.toHaveProperty('passwordHash');
      expect(row).not.toHaveProperty('password');
      expect(row).toMatchObject({
        version: expect.any(Number),
        createdAt: expect.stringMatching(/Z$/),
        updatedAt: expect.stringMatching(/Z$/),
      });
    }
    const names = answer.body.map((r: { fullName: string }) => r.fullName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const last = await get(`/admin?range=[${total - 2},${total + 10}]&sort=["fullName","DESC"]`);
    expect(last.body).toHaveLength(2);
    expect(last.headers.get('Content-Range')).toBe(`admin ${total - 2}-${total - 1}/${total}`);
  });

  it('one identity store: the demo sign-ins are administrators with their roles', async () => {
    const answer = await list('admin', { q: '@demo.com' });
    const emails = answer.body.map((r: { email: string }) => r.email);
    expect(emails).toEqual(
      expect.arrayContaining(['admin@demo.com', 'client@demo.com', 'owner@demo.com', 'viewer@demo.com']),
    );
  });

  it('searches the declared search fields literally and case-insensitively', async () => {
    expect((await list('admin', { q: 'EDITOR@demo' })).body.map((r: { email: string }) => r.email)).toEqual([
      'editor@demo.com',
    ]);
    expect((await list('admin', { q: '%' })).body).toHaveLength(0);
    expect((await list('admin', { q: '(' })).status).toBe(200);
    expect((await list('user', { fullName_q: 'a(' })).status).toBe(200);
  });

  it('filters with typed values: choices, references, tags, id lists', async () => {
    const users = (await get('/user?range=[0,999]')).body as Array<{
      id: number;
      status: string;
      companyId: number | null;
    }>;
    expect((await list('user', { status: 'inactive' })).body).toHaveLength(
      users.filter((u) => u.status === 'inactive').length,
    );
    expect((await list('user', { companyId: 3 })).body).toHaveLength(users.filter((u) => u.companyId === 3).length);
    expect((await list('user', { companyId: '3' })).body).toHaveLength(users.filter((u) => u.companyId === 3).length);
    expect((await list('user', { id: [1, 2, 3] })).body.map((u: { id: number }) => u.id)).toEqual(
      expect.arrayContaining([1, 2, 3]),
    );
    const contributors = (await get('/contributor?range=[0,999]')).body as Array<{ expertise: string[] }>;
    expect((await list('contributor', { expertise: 'security' })).body).toHaveLength(
      contributors.filter((c) => c.expertise.includes('security')).length,
    );
    const languages = (await list('language', { active: true })).body as Array<{ active: boolean }>;
    expect(languages.every((l) => l.active)).toBe(true);
  });

  it("every area sorts by its latest change, as the home page's cards ask", async () => {
    for (const { name } of declarations) {
      const answer = await get(`/${name}?range=[0,0]&sort=${encodeURIComponent('["updatedAt","DESC"]')}`);
      expect(answer.status, name).toBe(200);
    }
  });

  it('getMany asks by id without a range', async () => {
    const answer = await get(`/role?filter=${encodeURIComponent(JSON.stringify({ id: [1, 2] }))}`);
    expect(answer.status).toBe(200);
    expect(answer.body.map((r: { id: number }) => r.id).sort()).toEqual([1, 2]);
  });

  it('creates (201, Location), reads, updates (version + 1) and deletes a record', async () => {
    const created = await host.api.call('POST', '/company', {
      token: host.token,
      body: { name: 'Zeta Works', industry: 'energy', country: 'PT' },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('Location')).toBe(`/v1/company/${created.body.id}`);
    expect(created.body).toMatchObject({ name: 'Zeta Works', version: 1 });
    const read = await get(`/company/${created.body.id}`);
    expect(read.body).toEqual(created.body);
    const updated = await host.api.call('PUT', `/company/${created.body.id}`, {
      token: host.token,
      body: { ...read.body, name: 'Zeta Works Ltd' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Zeta Works Ltd', version: 2 });
    const deleted = await host.api.call('DELETE', `/company/${created.body.id}`, { token: host.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.name).toBe('Zeta Works Ltd');
    expect((await get(`/company/${created.body.id}`)).status).toBe(404);
    expect((await get('/company/999999')).body).toEqual({ message: 'ra.notification.item_doesnt_exist' });
  });

  it('hashes a new administrator password, never returns it, keeps it on edits that leave it empty', async () => {
    const roleId = 2;
    const created = await host.api.call('POST', '/admin', {
      token: host.token,
      body: { fullName: 'Nina New', email: 'nina@example.com', password: 'Sturdy2026', roleId, status: 'active' },
    });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('password');
    expect(created.body).not.toHaveProperty('passwordHash');
    expect(await signIn(host.api, 'nina@example.com', 'Sturdy2026')).toBeTruthy();
    const edited = await host.api.call('PUT', `/admin/${created.body.id}`, {
      token: host.token,
      body: { ...created.body, password: '', fullName: 'Nina Renamed', lastSignInAt: '2000-01-01T00:00:00Z' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.fullName).toBe('Nina Renamed');
    expect(edited.body.lastSignInAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect(await signIn(host.api, 'nina@example.com', 'Sturdy2026')).toBeTruthy();
  });

  it('answers 400 with field messages: schema rules and unique values, writing nothing', async () => {
    const before = Number((await get('/admin')).headers.get('Content-Range')!.split('/').pop());
    const invalid = await host.api.call('POST', '/admin', {
      token: host.token,
      body: { fullName: 'Nina', email: 'nope', password: 'short', roleId: 2 },
    });
    expect(invalid.status).toBe(400);
    expect(decodeMessage(invalid.body.errors.email).message).toBe('adminKit.validation.email');
    expect(decodeMessage(invalid.body.errors.password).message).toBe('adminKit.validation.passwordLength');
    const taken = await host.api.call('POST', '/admin', {
      token: host.token,
      body: { fullName: 'Nina', email: 'EDITOR@demo.com', password: 'Sturdy2026', roleId: 2 },
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ message: 'adminKit.errors.invalid', errors: { email: 'adminKit.validation.unique' } });
    const dangling = await host.api.call('POST', '/admin', {
      token: host.token,
      body: { fullName: 'Nina', email: 'nina2@example.com', password: 'Sturdy2026', roleId: 9999 },
    });
    expect(dangling.status).toBe(400);
    expect(dangling.body.errors).toEqual({ roleId: 'adminKit.validation.reference' });
    expect(Number((await get('/admin')).headers.get('Content-Range')!.split('/').pop())).toBe(before);
  });

  it('refuses a stale edit (409) and a stale If-Match (412), writing nothing, and tags each read with its version', async () => {
    const read = await get('/company/3');
    expect(read.headers.get('ETag')).toBe(`W/"${read.body.version}"`);
    const first = await host.api.call('PUT', '/company/3', {
      token: host.token,
      body: { ...read.body, name: 'First Writer Ltd' },
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('ETag')).toBe(`W/"${read.body.version + 1}"`);
    const second = await host.api.call('PUT', '/company/3', {
      token: host.token,
      body: { ...read.body, name: 'Second Writer Ltd' },
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      message: 'adminKit.errors.conflict',
      current: { name: 'First Writer Ltd', version: read.body.version + 1 },
    });
    const { version: _version, ...withoutVersion } = read.body;
    const stale = await host.api.call('PUT', '/company/3', {
      token: host.token,
      body: { ...withoutVersion, name: 'Third Writer Ltd' },
      headers: { 'If-Match': read.headers.get('ETag')! },
    });
    expect(stale.status).toBe(412);
    expect((await get('/company/3')).body.name).toBe('First Writer Ltd');
    const fresh = await host.api.call('PUT', '/company/3', {
      token: host.token,
      body: { ...withoutVersion, name: 'Third Writer Ltd' },
      headers: { 'If-Match': first.headers.get('ETag')! },
    });
    expect(fresh.status).toBe(200);
  });

  it('starts new users active', async () => {
    const created = await host.api.call('POST', '/user', {
      token: host.token,
      body: { fullName: 'Uma User', username: 'uma.user', email: 'uma@example.com' },
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('active');
  });

  it('makes a slug from the title, unique within its language', async () => {
    const first = await host.api.call('POST', '/content-intelektual', { token: host.token, body: page({}) });
    const second = await host.api.call('POST', '/content-intelektual', { token: host.token, body: page({}) });
    const german = await host.api.call('POST', '/content-intelektual', {
      token: host.token,
      body: page({ languageId: 2 }),
    });
    expect([first.body.slug, second.body.slug, german.body.slug]).toEqual([
      'our-new-page',
      'our-new-page-2',
      'our-new-page',
    ]);
    const clash = await host.api.call('POST', '/content-intelektual', {
      token: host.token,
      body: page({ slug: 'our-new-page' }),
    });
    expect(clash.status).toBe(400);
    expect(clash.body.errors).toEqual({ slug: 'adminKit.validation.unique' });
  });

  it('keeps exactly one default language', async () => {
    // isDefault is not a declared filter, so the test reads every language.
    const defaults = async () =>
      (await list('language')).body
        .filter((l: { isDefault: boolean }) => l.isDefault)
        .map((l: { code: string }) => l.code);
    expect(await defaults()).toEqual(['en']);
    const german = (await list('language', { q: 'german' })).body[0];
    expect(
      (
        await host.api.call('PUT', `/language/${german.id}`, {
          token: host.token,
          body: { ...german, isDefault: true },
        })
      ).status,
    ).toBe(200);
    expect(await defaults()).toEqual(['de']);
    const current = (await get(`/language/${german.id}`)).body;
    const refused = await host.api.call('PUT', `/language/${german.id}`, {
      token: host.token,
      body: { ...current, isDefault: false },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ isDefault: 'adminKit.validation.exactlyOne' });
    expect((await host.api.call('DELETE', `/language/${german.id}`, { token: host.token })).status).toBe(409);
  });

  it('does not delete a record others refer to: 409, saying which areas refer to it and how many', async () => {
    const holders = await host.api.call('GET', `/admin?filter=${encodeURIComponent('{"roleId":2}')}&range=[0,999]`, {
      token: host.token,
    });
    expect(holders.body.length).toBeGreaterThan(0);
    const inUse = await host.api.call('DELETE', '/role/2', { token: host.token });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({
      message: 'adminKit.errors.inUse',
      usedBy: [{ area: 'admin', count: holders.body.length }],
    });
    const spare = await host.api.call('POST', '/role', {
      token: host.token,
      body: { name: 'Spare', permissions: [{ subject: 'company', actions: ['read'] }] },
    });
    expect((await host.api.call('DELETE', `/role/${spare.body.id}`, { token: host.token })).status).toBe(200);
  });
});
