import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { handlers } from '@/mock/handlers/resources.handlers';
import { signToken } from '@/mock/auth/jwt';
import { verifyPassword } from '@/mock/auth/passwords';
import { mockDb, openMockDb, resetMockDb } from '@/mock/db';
import { memoryStore } from '@/mock/persistence';
import { decodeMessage } from '@schemas/validation';

/* The /v1 simple-REST contract of the management areas, as the mock API answers it. */
const server = setupServer(...handlers);
const store = memoryStore();
let token = '';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await openMockDb(store);
  await resetMockDb();
  token = await signToken(1, 'access'); // admin@demo.com (manage all)
});

async function call(method: string, path: string, body?: unknown, bearer: string | null = token) {
  const response = await fetch(new URL(`/v1/${path}`, window.location.origin), {
    method,
    headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
const list = (area: string, filter: Record<string, unknown> = {}, extra = '') =>
  call('GET', `${area}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]${extra}`);

const newAdmin = { fullName: 'Nina New', email: 'nina@example.com', password: 'Sturdy2026', roleId: 2, status: 'active' };
const page = (extra: Record<string, unknown>) => ({ title: 'Our new page', languageId: 1, body: '<p>Hello</p>', status: 'draft', order: 1, kind: 'guide', authorName: 'Ann', ...extra });

describe('the management API', () => {
  it('needs a valid access token', async () => {
    expect((await call('GET', 'admin', undefined, null)).status).toBe(401);
    expect((await call('GET', 'admin', undefined, 'forged.token.value')).status).toBe(401);
    expect((await call('GET', 'role', undefined, await signToken(1, 'refresh'))).status).toBe(401);
  });

  it('refuses what the role does not grant: 403', async () => {
    const client = await signToken(2, 'access');
    expect((await call('GET', 'user', undefined, client)).status).toBe(403);
    const viewer = await signToken('admin-3', 'access'); // viewer@demo.com
    expect((await call('GET', 'user', undefined, viewer)).status).toBe(200);
    expect((await call('POST', 'user', { fullName: 'X', username: 'xyz', email: 'x@y.z' }, viewer)).status).toBe(403);
  });

  it('lists with a Content-Range total and never returns password hashes', async () => {
    const answer = await call('GET', 'admin?range=[0,4]&sort=["fullName","ASC"]');
    expect(answer.status).toBe(206);
    expect(answer.headers.get('Content-Range')).toMatch(/^items 0-4\/\d+$/);
    expect(answer.body).toHaveLength(5);
    for (const row of answer.body) expect(row).not.toHaveProperty('passwordHash');
    expect(answer.body.map((r: { fullName: string }) => r.fullName)).toEqual([...answer.body.map((r: { fullName: string }) => r.fullName)].sort());
  });

  it('searches only the declared search fields, literally', async () => {
    const hash = mockDb().getOne('admin', 1).passwordHash as string;
    expect((await list('admin', { q: hash.slice(0, 12) })).body).toHaveLength(0);
    expect((await list('admin', { q: 'EDITOR@demo' })).body.map((r: { email: string }) => r.email)).toEqual(['editor@demo.com']);
    expect((await list('admin', { q: '(' })).status).toBe(200);
    expect((await list('user', { fullName_q: 'a(' })).status).toBe(200);
  });

  it('hashes a new administrator password and keeps it on edits that leave it empty', async () => {
    const created = await call('POST', 'admin', newAdmin);
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('password');
    expect(created.body).not.toHaveProperty('passwordHash');
    const stored = mockDb().getOne('admin', created.body.id);
    expect(stored.password).toBeUndefined();
    expect(await verifyPassword('Sturdy2026', stored.passwordHash)).toBe(true);
    const edited = await call('PUT', `admin/${created.body.id}`, { ...newAdmin, password: '', fullName: 'Nina Renamed', passwordHash: 'injected', lastSignInAt: '2000-01-01T00:00:00Z' });
    expect(edited.status).toBe(200);
    const after = mockDb().getOne('admin', created.body.id);
    expect(after.fullName).toBe('Nina Renamed');
    expect(after.passwordHash).toBe(stored.passwordHash);
    expect(after.lastSignInAt ?? null).toBeNull();
  });

  it('answers 400 with field messages: schema rules and unique values', async () => {
    const invalid = await call('POST', 'admin', { ...newAdmin, email: 'nope', password: 'short' });
    expect(invalid.status).toBe(400);
    expect(decodeMessage(invalid.body.errors.email).message).toBe('adminKit.validation.email');
    expect(decodeMessage(invalid.body.errors.password).message).toBe('adminKit.validation.passwordLength');
    const taken = await call('POST', 'admin', { ...newAdmin, email: 'EDITOR@demo.com' });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({ email: 'adminKit.validation.unique' });
    expect(mockDb().getAll('admin', { filter: { fullName: 'Nina New' } })).toHaveLength(0);
  });

  it('starts new users active', async () => {
    const created = await call('POST', 'user', { fullName: 'Uma User', username: 'uma.user', email: 'uma@example.com', status: 'pending' });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('active');
  });

  it('makes a slug from the title, unique within its language', async () => {
    const first = await call('POST', 'content-intelektual', page({}));
    const second = await call('POST', 'content-intelektual', page({}));
    const german = await call('POST', 'content-intelektual', page({ languageId: 2 }));
    expect([first.body.slug, second.body.slug, german.body.slug]).toEqual(['our-new-page', 'our-new-page-2', 'our-new-page']);
    const clash = await call('POST', 'content-intelektual', page({ slug: 'our-new-page' }));
    expect(clash.status).toBe(400);
    expect(clash.body.errors).toEqual({ slug: 'adminKit.validation.unique' });
  });

  it('keeps exactly one default language', async () => {
    const defaults = async () => (await list('language', { isDefault: true })).body.map((l: { code: string }) => l.code);
    expect(await defaults()).toEqual(['en']);
    const german = mockDb().getAll('language', { filter: { code: 'de' } })[0];
    expect((await call('PUT', `language/${german.id}`, { ...german, isDefault: true })).status).toBe(200);
    expect(await defaults()).toEqual(['de']);
    const refused = await call('PUT', `language/${german.id}`, { ...german, isDefault: false });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ isDefault: 'adminKit.validation.exactlyOne' });
    expect((await call('DELETE', `language/${german.id}`)).status).toBe(409);
  });

  it('does not delete a record others refer to', async () => {
    const inUse = await call('DELETE', 'role/2');
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe('adminKit.errors.inUse');
    const spare = await call('POST', 'role', { name: 'Spare', permissions: [{ subject: 'company', actions: ['read'] }] });
    expect((await call('DELETE', `role/${spare.body.id}`)).status).toBe(200);
    expect((await call('GET', `role/${spare.body.id}`)).status).toBe(404);
  });

  it('filters with typed values', async () => {
    const users = mockDb().getAll('user');
    const inactive = users.filter((u) => u.status === 'inactive').length;
    expect((await list('user', { status: 'inactive' })).body).toHaveLength(inactive);
    const tagged = mockDb().getAll('contributor').filter((c) => (c.expertise as string[]).includes('security')).length;
    expect((await list('contributor', { expertise: 'security' })).body).toHaveLength(tagged);
  });
});
