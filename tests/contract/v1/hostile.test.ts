// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO, signIn, TARGETS, useTarget } from './support/target';

/*
 * Bad input, as an attacker or a broken client sends it: each gets a 400 (or 413) with a message, and nothing is
 * written. Filtering, sorting or searching on a secret is refused (the password-hash oracle of the security review).
 */
describe.each(TARGETS)('/v1 refuses bad input on the %s', (target) => {
  const host = useTarget(target, 'viewer'); // read on admin: the role the oracle needed
  const get = (query: string, area = 'admin') => host.api.call('GET', `/${area}?${query}`, { token: host.token });
  const enc = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
  const total = async (area: string, as: string) =>
    Number((await host.api.call('GET', `/${area}`, { token: as })).headers.get('Content-Range')!.split('/').pop());

  it.each([
    ['a filter on the password hash', `filter=${enc({ passwordHash_q: 'demo' })}`],
    ['a range filter on the password hash', `filter=${enc({ passwordHash_gte: 'a' })}`],
    ['an equality filter on the password hash', `filter=${enc({ passwordHash: 'x' })}`],
    ['a filter on the write-only password', `filter=${enc({ password: 'admin' })}`],
    ['a sort on the password hash', `sort=${enc(['passwordHash', 'ASC'])}`],
    ['a sort on a column the list does not show', `sort=${enc(['avatarUrl', 'ASC'])}`],
    ['a sort order that is not ASC or DESC', `sort=${enc(['fullName', 'DROP TABLE'])}`],
    ['an undeclared filter field', `filter=${enc({ createdAt: '2020-01-01' })}`],
    ['an unknown operator', `filter=${enc({ fullName_regex: '.*' })}`],
    ['embed', `embed=${enc(['role'])}`],
    ['an unknown parameter', 'limit=5'],
    ['invalid filter JSON', 'filter={"fullName":'],
    ['a filter that is not an object', `filter=${enc([1, 2])}`],
    ['a huge range', `range=${enc([0, 5000])}`],
    ['a range of text', `range=${enc(['a', 'b'])}`],
    ['a negative range', `range=${enc([-5, 3])}`],
    ['a backwards range', `range=${enc([9, 3])}`],
    ['a wrongly typed reference filter', `filter=${enc({ roleId: 'one' })}`],
    ['a value outside the choices', `filter=${enc({ status: "active' OR '1'='1" })}`],
    ['an object as a filter value', `filter=${enc({ status: { $ne: null } })}`],
  ])('refuses %s with a 400 that says what is wrong', async (_name, query) => {
    const answer = await get(query);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('adminKit.errors.badQuery');
    expect(answer.body.errors.query).toEqual(expect.any(String));
    expect(JSON.stringify(answer.body)).not.toMatch(/\$argon2|pbkdf2\$|[0-9a-f]{64}/);
  });

  it('treats SQL-looking search text as text', async () => {
    for (const q of ["' OR 1=1 --", '%', '_', '"; drop table admin; --', '\\', String.raw`\x00`]) {
      const answer = await get(`filter=${enc({ q })}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(0);
    }
    expect((await get(`filter=${enc({ fullName_q: "' OR '1'='1" })}`)).body).toHaveLength(0);
    expect((await get('range=[0,0]')).status).toBe(200);
  });

  describe('writes', () => {
    let admin = '';
    beforeEach(async () => {
      admin = await signIn(host.api, ...DEMO.admin);
    });
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      host.api.call('POST', '/company', { token: admin, body, headers });
    const valid = { name: 'Hostile Input Ltd', industry: 'media', country: 'DE' };

    it.each([
      ['malformed JSON', '{"name": "Broken', 'adminKit.errors.badJson'],
      ['an array', '[1,2,3]', 'adminKit.errors.invalid'],
      ['a bare string', '"company"', 'adminKit.errors.invalid'],
      ['null', 'null', 'adminKit.errors.invalid'],
    ])('refuses %s as a body', async (_name, body, message) => {
      const before = await total('company', admin);
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(await total('company', admin)).toBe(before);
    });

    it('refuses wrong types, unknown fields and prototype keys at the field', async () => {
      const before = await total('company', admin);
      const wrongType = await post({ ...valid, name: 42, industry: ['media'] });
      expect(wrongType.status).toBe(400);
      expect(Object.keys(wrongType.body.errors)).toEqual(expect.arrayContaining(['name', 'industry']));
      const unknown = await post({ ...valid, isAdmin: true });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ isAdmin: 'adminKit.validation.unknownField' });
      const proto = await post(`{"name":"Proto Ltd","industry":"media","country":"DE","__proto__":{"polluted":true}}`);
      expect(proto.status).toBe(400);
      expect(Object.entries(proto.body.errors)).toEqual([['__proto__', 'adminKit.validation.unknownField']]);
      const constructor = await post({ ...valid, constructor: { prototype: { polluted: true } } });
      expect(constructor.status).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(await total('company', admin)).toBe(before);
    });

    it('refuses a secret hash sent as a field', async () => {
      const answer = await host.api.call('PUT', '/admin/5', {
        token: admin,
        body: { fullName: 'Vera Viewer', email: 'viewer@demo.com', roleId: 3, passwordHash: 'salt:00' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ passwordHash: 'adminKit.validation.unknownField' });
      expect(await signIn(host.api, ...DEMO.viewer)).toBeTruthy();
    });

    it('answers 413 to a 2 MB body and writes nothing', async () => {
      const before = await total('company', admin);
      const answer = await post({ ...valid, description: 'x'.repeat(2 * 1024 * 1024) });
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({ message: 'adminKit.errors.tooLarge' });
      expect(await total('company', admin)).toBe(before);
    });

    it('refuses ids that are not record ids', async () => {
      for (const id of ['abc', '1;DROP', '-1', '99999999999999999999']) {
        expect((await host.api.call('GET', `/company/${encodeURIComponent(id)}`, { token: admin })).status).toBe(404);
      }
    });
  });
});
