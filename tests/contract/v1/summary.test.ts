// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { declarations } from '@/admin-kit/registry';
import type { Summary } from '@/contract/summary';
import { summarySchema } from '@/contract/summarySchema';
import { DEMO, signIn, TARGETS, useTarget } from './support/target';

/*
 * GET /v1/summary, the home page's one request: every area the caller may list, its count and its latest change, as
 * the area's own list shows them. The same on the API server and the worker.
 */
describe.each(TARGETS)('/v1/summary on the %s', (target) => {
  const host = useTarget(target, 'admin');
  const call = (method: string, path: string, body?: unknown, as = host.token) =>
    host.api.call(method, path, { token: as, body });
  const summary = async (as = host.token): Promise<Summary> => {
    const answer = await call('GET', '/summary', undefined, as);
    expect(answer.status, answer.text).toBe(200);
    return summarySchema.parse(answer.body);
  };
  const areaOf = async (name: string, as = host.token) => (await summary(as)).areas.find((a) => a.name === name);
  /** What the area's list shows: its total, and the updatedAt of its first row when sorted by the latest change. */
  const listed = async (name: string) => {
    const answer = await call('GET', `/${name}?range=[0,0]&sort=${encodeURIComponent('["updatedAt","DESC"]')}`);
    expect(answer.status).toBe(200);
    const first = answer.body[0] as { updatedAt: string } | undefined;
    return {
      name,
      total: Number(answer.headers.get('Content-Range')!.split('/').pop()),
      updatedAt: first ? new Date(first.updatedAt).toISOString() : null,
    };
  };
  const newCompany = async (name: string) => {
    const created = await call('POST', '/company', { name, industry: 'energy', country: 'PT' });
    expect(created.status).toBe(201);
    return created.body as { id: number; updatedAt: string };
  };

  it('needs a valid access token: 401', async () => {
    expect((await call('GET', '/summary', undefined, '')).status).toBe(401);
    expect((await call('GET', '/summary', undefined, 'forged.token.value')).status).toBe(401);
    // Who is calling is checked before what they ask.
    expect((await call('GET', '/summary?x=1', undefined, '')).status).toBe(401);
  });

  it('answers every area an administrator may list, in menu order, with what its list shows', async () => {
    const answer = await summary();
    expect(answer.areas.map((a) => a.name)).toEqual(declarations.map((d) => d.name));
    for (const area of answer.areas) expect(area).toEqual(await listed(area.name));
    expect(answer.areas.find((a) => a.name === 'company')!.total).toBeGreaterThan(0);
  });

  it('follows creates, edits, the trash, restores and purges; a record in the trash does not count', async () => {
    const before = (await areaOf('company'))!;
    const activityBefore = (await areaOf('activity'))!.total;
    const created = await newCompany('Summary Counts Ltd');
    expect(await areaOf('company')).toEqual({
      name: 'company',
      total: before.total + 1,
      updatedAt: new Date(created.updatedAt).toISOString(),
    });
    // Each change writes its activity entry, which the activity area counts.
    expect((await areaOf('activity'))!.total).toBe(activityBefore + 1);

    const other = await newCompany('Summary Edited Ltd');
    const edited = await call('PUT', `/company/${created.id}`, { description: 'Changed last.' });
    expect(edited.status).toBe(200);
    expect((await areaOf('company'))!.updatedAt).toBe(new Date(edited.body.updatedAt).toISOString());
    expect(new Date(edited.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(other.updatedAt).getTime());

    // The latest change moves to the trash: the card shows the count and the latest change of what is left.
    expect((await call('DELETE', `/company/${created.id}`)).status).toBe(200);
    const trashed = (await areaOf('company'))!;
    expect(trashed.total).toBe(before.total + 1);
    expect(trashed).toEqual(await listed('company'));
    expect(trashed.updatedAt).toBe(new Date(other.updatedAt).toISOString());

    expect((await call('POST', `/company/${created.id}/restore`)).status).toBe(200);
    // A restore is no edit: the record's own latest change counts again.
    expect(await areaOf('company')).toEqual({
      name: 'company',
      total: before.total + 2,
      updatedAt: new Date(edited.body.updatedAt).toISOString(),
    });

    expect((await call('DELETE', `/company/${created.id}`)).status).toBe(200);
    expect((await call('DELETE', `/company/${created.id}?purge=true`)).status).toBe(200);
    expect(await areaOf('company')).toEqual({ ...trashed, total: before.total + 1 });
  });

  it('leaves out every area the role may not list: absent, not refused', async () => {
    const content = await signIn(host.api, ...DEMO.content);
    const names = (await summary(content)).areas.map((a) => a.name);
    expect(names).toContain('contributor');
    expect(names).toContain('language');
    for (const hidden of ['admin', 'role', 'user', 'company', 'activity']) expect(names).not.toContain(hidden);
    // What it may list is exactly what the area routes let it read.
    for (const { name } of declarations) {
      const list = await call('GET', `/${name}?range=[0,0]`, undefined, content);
      expect(list.status === 200, name).toBe(names.includes(name));
    }
    const client = await signIn(host.api, ...DEMO.client);
    expect(await summary(client)).toEqual({ areas: [] });
  });

  it('follows a role change at once, as every call does', async () => {
    const content = await signIn(host.api, ...DEMO.content);
    const role = (await call('GET', '/role?filter={"q":"Content manager"}')).body[0] as {
      id: number;
      permissions: Array<{ subject: string; actions: string[] }>;
    };
    const widened = [...role.permissions, { subject: 'company', actions: ['read'] }];
    expect((await call('PUT', `/role/${role.id}`, { permissions: widened })).status).toBe(200);
    expect(await areaOf('company', content)).toEqual(await listed('company'));
  });

  it.each([
    ['an unknown parameter', '?limit=5', 'limit'],
    ["a list's parameter", '?range=[0,0]', 'range'],
    ['a filter', `?filter=${encodeURIComponent('{"trashed":true}')}`, 'filter'],
    ['an empty parameter', '?x=', 'x'],
  ])('refuses %s with a 400 that names it, writing nothing', async (_name, query, parameter) => {
    const before = await summary();
    const answer = await call('GET', `/summary${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'adminKit.errors.badSummaryQuery', errors: { query: expect.any(String) } });
    expect(answer.body.errors.query).toContain(`"${parameter}"`);
    expect(await summary()).toEqual(before);
  });

  it('answers only GET: a write to it is not found', async () => {
    const before = await summary();
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await call(method, '/summary', { areas: [] });
      expect(answer.status, method).toBe(404);
    }
    expect(await summary()).toEqual(before);
  });
});
