import { beforeEach, describe, expect, it } from 'vitest';
import { v1Handlers } from '@/mock/handlers';
import { signToken } from '@/mock/auth/jwt';
import { verifyPassword } from '@/contract/passwords';
import { API_ERRORS } from '@/contract/types';
import { mockDb } from '@/mock/db';
import { decodeMessage } from '@schemas/kit/validation';
import { serveMockApi } from '@tests/support/mockApi';

/* The /v1 simple-REST contract of the management areas, as the browser-only mode's worker answers it. */
serveMockApi({ handlers: v1Handlers });
let token = '';

// Demo accounts (resources/admin/fixture.ts): token subjects are admin ids.
const ADMIN = 1; // admin@demo.com, Administrator (manage all)
const CLIENT = 2; // client@demo.com, Client (read ACL, read Auth)
const OWNER = 3; // owner@demo.com, Administrator
const EDITOR = 4; // editor@demo.com, Editor
const VIEWER = 5; // viewer@demo.com, Viewer (reads every area)

beforeEach(async () => {
  token = await signToken(ADMIN, 'access');
});

async function call(method: string, path: string, body?: unknown, bearer: string | null = token) {
  const response = await fetch(new URL(`/v1/${path}`, window.location.origin), {
    method,
    headers: { 'Content-Type': 'application/json', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}
const list = (area: string, filter: Record<string, unknown> = {}, extra = '') =>
  call('GET', `${area}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]${extra}`);
const as = (id: number) => signToken(id, 'access');
const stored = (area: string) => structuredClone(mockDb().getAll(area));

const newAdmin = {
  fullName: 'Nina New',
  email: 'nina@example.com',
  password: 'Sturdy2026',
  roleId: 2,
  status: 'active',
};
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

/** A role that manages administrators and roles but not everything, held by editor@demo.com. */
function makeEditorAKeeper() {
  const keeper = mockDb().addOne('role', {
    name: 'Keeper',
    description: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    permissions: [
      { subject: 'admin', actions: ['manage'] },
      { subject: 'role', actions: ['manage'] },
      { subject: 'Auth', actions: ['read'] },
    ],
  });
  mockDb().updateOne('admin', EDITOR, { roleId: keeper.id });
  return keeper.id as number;
}

describe('the management API: who may call', () => {
  it('needs a valid access token of an active account', async () => {
    for (const bearer of [
      null,
      'forged.token.value',
      await signToken(ADMIN, 'refresh'),
      await signToken(999, 'access'),
    ]) {
      const answer = await call('GET', 'admin', undefined, bearer);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: API_ERRORS.unauthorized });
    }
    mockDb().updateOne('admin', VIEWER, { status: 'inactive' });
    expect((await call('GET', 'company', undefined, await as(VIEWER))).status).toBe(401);
  });

  it('refuses what the role does not grant: 403', async () => {
    const client = await call('GET', 'user', undefined, await as(CLIENT));
    expect(client.status).toBe(403);
    expect(client.body).toEqual({ message: API_ERRORS.forbidden });
    const viewer = await as(VIEWER);
    expect((await call('GET', 'user', undefined, viewer)).status).toBe(200);
    const before = stored('user').length;
    expect((await call('POST', 'user', { fullName: 'X', username: 'xyz', email: 'x@y.z' }, viewer)).status).toBe(403);
    expect(stored('user')).toHaveLength(before);
  });

  it('rebuilds abilities from the role on every request', async () => {
    const viewer = await as(VIEWER);
    expect((await call('GET', 'company', undefined, viewer)).status).toBe(200);
    const role = (await call('GET', 'role/3')).body;
    const permissions = role.permissions.filter((p: { subject: string }) => p.subject !== 'company');
    expect((await call('PUT', 'role/3', { ...role, permissions })).status).toBe(200);
    expect((await call('GET', 'company', undefined, viewer)).status).toBe(403);
  });

  it('answers 404 for areas that do not exist and ids that are not digits', async () => {
    expect((await call('GET', 'nothing-here')).status).toBe(404);
    expect((await call('GET', 'nothing-here', undefined, null)).status).toBe(404);
    expect((await call('PATCH', 'admin/1', {}, null)).status).toBe(401);
    expect((await call('PATCH', 'admin/1', {})).status).toBe(404);
    for (const id of ['abc', '1.5', '-1', '1e3', '99999']) {
      const answer = await call('GET', `admin/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: API_ERRORS.notFound });
    }
  });
});

describe('the management API: lists', () => {
  it('answers 200 with a Content-Range total and never returns password hashes', async () => {
    const answer = await call('GET', 'admin?range=[0,4]&sort=["fullName","ASC"]');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Range')).toBe(`admin 0-4/${stored('admin').length}`);
    expect(answer.body).toHaveLength(5);
    for (const row of answer.body) {
      expect(row).not.toHaveProperty('passwordHash');
      expect(row).not.toHaveProperty('password');
      expect(row.version).toBe(1);
    }
    const names = answer.body.map((r: { fullName: string }) => r.fullName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const empty = await call('GET', 'admin?range=[500,509]');
    expect(empty.body).toEqual([]);
    expect(empty.headers.get('Content-Range')).toBe(`admin */${stored('admin').length}`);
  });

  it('searches only the declared search fields, literally', async () => {
    const hash = mockDb().getOne('admin', ADMIN).passwordHash as string;
    expect((await list('admin', { q: hash.slice(0, 12) })).body).toHaveLength(0);
    expect((await list('admin', { q: 'EDITOR@demo' })).body.map((r: { email: string }) => r.email)).toEqual([
      'editor@demo.com',
    ]);
    expect((await list('admin', { q: '(' })).status).toBe(200);
    expect((await list('user', { fullName_q: 'a(' })).status).toBe(200);
  });

  it('refuses hostile or malformed query strings with 400 and says why', async () => {
    const hostile = [
      `filter=${encodeURIComponent('{"passwordHash_q":"a"}')}`,
      `filter=${encodeURIComponent('{"passwordHash_gte":"0"}')}`,
      `filter=${encodeURIComponent('{"password":"x"}')}`,
      `sort=${encodeURIComponent('["passwordHash","ASC"]')}`,
      `embed=${encodeURIComponent('["role"]')}`,
      'range=[0,5000]',
      'range=[5,1]',
      `filter=${encodeURIComponent('{"fullName_q":')}`,
      `filter=${encodeURIComponent('["q"]')}`,
      `filter=${encodeURIComponent('{"roleId":"one"}')}`,
    ];
    for (const query of hostile) {
      const answer = await call('GET', `admin?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message).toBe(API_ERRORS.badQuery);
      expect(typeof answer.body.errors.query).toBe('string');
    }
  });

  it('filters with typed values', async () => {
    const users = mockDb().getAll('user');
    const inactive = users.filter((u) => u.status === 'inactive').length;
    expect((await list('user', { status: 'inactive' })).body).toHaveLength(inactive);
    const tagged = mockDb()
      .getAll('contributor')
      .filter((c) => (c.expertise as string[]).includes('security')).length;
    expect((await list('contributor', { expertise: 'security' })).body).toHaveLength(tagged);
    const byRole = await list('admin', { roleId: '3' });
    expect(byRole.body.map((r: { email: string }) => r.email)).toContain('viewer@demo.com');
    expect(byRole.body.every((r: { roleId: number }) => r.roleId === 3)).toBe(true);
  });

  it('answers getMany (filter by ids) with every id it names', async () => {
    const answer = await call('GET', `role?filter=${encodeURIComponent('{"id":[1,3]}')}`);
    expect(answer.status).toBe(200);
    expect(answer.body.map((r: { id: number }) => r.id).sort()).toEqual([1, 3]);
  });
});

describe('the management API: writes', () => {
  it('creates with 201 and a Location, updates counting the version up, deletes returning the record', async () => {
    const created = await call('POST', 'company', {
      name: 'Zeta Works',
      industry: 'technology',
      country: 'DE',
      email: 'hi@zeta.example',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.headers.get('Location')).toBe(`/v1/company/${created.body.id}`);
    expect(created.body).toMatchObject({ name: 'Zeta Works', version: 1 });
    expect(created.body.createdAt).toBe(created.body.updatedAt);
    const updated = await call('PUT', `company/${created.body.id}`, { ...created.body, name: 'Zeta Works AG' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id: created.body.id,
      name: 'Zeta Works AG',
      version: 2,
      createdAt: created.body.createdAt,
    });
    const deleted = await call('DELETE', `company/${created.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: created.body.id, name: 'Zeta Works AG' });
    expect((await call('GET', `company/${created.body.id}`)).status).toBe(404);
    // An id is never handed out twice.
    const next = await call('POST', 'company', {
      name: 'Eta Works',
      industry: 'technology',
      country: 'DE',
      email: 'hi@eta.example',
    });
    expect(next.body.id).toBeGreaterThan(created.body.id);
  });

  it('ignores the system columns a client sends back', async () => {
    const before = (await call('GET', 'role/2')).body;
    // The version it read is the one it sends back (a different one is a stale edit: 409, see the contract suite).
    const answer = await call('PUT', 'role/2', {
      ...before,
      id: 99,
      createdAt: '2000-01-01T00:00:00.000Z',
      updatedAt: '2000-01-01T00:00:00.000Z',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: 2, version: 2, createdAt: before.createdAt });
    expect(answer.body.updatedAt).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('hashes a new administrator password and keeps it on edits that leave it empty', async () => {
    const created = await call('POST', 'admin', newAdmin);
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('password');
    expect(created.body).not.toHaveProperty('passwordHash');
    const row = mockDb().getOne('admin', created.body.id);
    expect(row.password).toBeUndefined();
    expect(await verifyPassword('Sturdy2026', row.passwordHash)).toBe(true);
    const edited = await call('PUT', `admin/${created.body.id}`, {
      ...newAdmin,
      password: '',
      fullName: 'Nina Renamed',
      lastSignInAt: '2000-01-01T00:00:00Z',
    });
    expect(edited.status).toBe(200);
    const after = mockDb().getOne('admin', created.body.id);
    expect(after.fullName).toBe('Nina Renamed');
    expect(after.passwordHash).toBe(row.passwordHash);
    expect(after.lastSignInAt ?? null).toBeNull();
  });

  it('refuses fields the area does not have, the stored hash included; nothing is written', async () => {
    const before = stored('admin');
    const hash = await call('PUT', 'admin/5', { ...newAdmin, passwordHash: 'injected' });
    expect(hash.status).toBe(400);
    expect(hash.body).toEqual({
      message: API_ERRORS.invalid,
      errors: { passwordHash: 'adminKit.validation.unknownField' },
    });
    const extra = await call('POST', 'admin', { ...newAdmin, isSuperuser: true });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual({ isSuperuser: 'adminKit.validation.unknownField' });
    const proto = await call('POST', 'admin', `{"__proto__":{"roleId":1},${JSON.stringify(newAdmin).slice(1)}`);
    expect(proto.status).toBe(400);
    expect(Object.keys(proto.body.errors)).toEqual(['__proto__']);
    const constructor = await call('POST', 'company', {
      name: 'Proto Co',
      industry: 'technology',
      country: 'DE',
      constructor: { prototype: { x: 1 } },
    });
    expect(constructor.status).toBe(400);
    expect(constructor.body.errors).toEqual({ constructor: 'adminKit.validation.unknownField' });
    expect(stored('admin')).toEqual(before);
    expect(({} as Record<string, unknown>).roleId).toBeUndefined();
  });

  it('refuses bodies that are not JSON objects, or too large; nothing is written', async () => {
    const before = stored('company');
    const malformed = await call('POST', 'company', '{"name": "Broken');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: API_ERRORS.badJson });
    for (const body of ['[1,2]', '"text"', '42', 'null']) {
      const answer = await call('POST', 'company', body);
      expect(answer.status, body).toBe(400);
      expect(answer.body).toEqual({ message: API_ERRORS.invalid, errors: { _: 'adminKit.validation.invalid' } });
    }
    const huge = await call('POST', 'company', { name: 'Huge', description: 'x'.repeat(1_900_000) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: API_ERRORS.tooLarge });
    expect((await call('PUT', 'company/1', '{')).status).toBe(400);
    expect(stored('company')).toEqual(before);
  });

  it('answers 400 with field messages: schema rules and unique values', async () => {
    const invalid = await call('POST', 'admin', { ...newAdmin, email: 'nope', password: 'short' });
    expect(invalid.status).toBe(400);
    expect(decodeMessage(invalid.body.errors.email).message).toBe('adminKit.validation.email');
    expect(decodeMessage(invalid.body.errors.password).message).toBe('adminKit.validation.passwordLength');
    const taken = await call('POST', 'admin', { ...newAdmin, email: 'EDITOR@demo.com' });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ message: API_ERRORS.invalid, errors: { email: 'adminKit.validation.unique' } });
    expect(mockDb().getAll('admin', { filter: { fullName: 'Nina New' } })).toHaveLength(0);
  });

  it('takes references as numbers or numeric text, and only to records that exist', async () => {
    const text = await call('POST', 'admin', { ...newAdmin, roleId: '3' });
    expect(text.status).toBe(201);
    expect(text.body.roleId).toBe(3);
    for (const roleId of ['three', '1.5', 999]) {
      const answer = await call('POST', 'admin', { ...newAdmin, email: `r${String(roleId)}@example.com`, roleId });
      expect(answer.status, String(roleId)).toBe(400);
      expect(answer.body.errors).toEqual({ roleId: 'adminKit.validation.reference' });
    }
  });

  it('starts new users active', async () => {
    const created = await call('POST', 'user', {
      fullName: 'Uma User',
      username: 'uma.user',
      email: 'uma@example.com',
      status: 'pending',
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('active');
  });

  it('makes a slug from the title, unique within its language', async () => {
    const first = await call('POST', 'content-intelektual', page({}));
    const second = await call('POST', 'content-intelektual', page({}));
    const german = await call('POST', 'content-intelektual', page({ languageId: 2 }));
    expect([first.body.slug, second.body.slug, german.body.slug]).toEqual([
      'our-new-page',
      'our-new-page-2',
      'our-new-page',
    ]);
    const clash = await call('POST', 'content-intelektual', page({ slug: 'our-new-page' }));
    expect(clash.status).toBe(400);
    expect(clash.body.errors).toEqual({ slug: 'adminKit.validation.unique' });
  });

  it('keeps exactly one default language', async () => {
    const defaults = async () =>
      (await call('GET', 'language?range=[0,99]')).body
        .filter((l: { isDefault: boolean }) => l.isDefault)
        .map((l: { code: string }) => l.code);
    expect(await defaults()).toEqual(['en']);
    const german = (await call('GET', 'language/2')).body;
    expect(german.code).toBe('de');
    expect((await call('PUT', 'language/2', { ...german, isDefault: true })).status).toBe(200);
    expect(await defaults()).toEqual(['de']);
    const refused = await call('PUT', 'language/2', { ...(await call('GET', 'language/2')).body, isDefault: false });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ isDefault: 'adminKit.validation.exactlyOne' });
    const flagged = await call('DELETE', 'language/2');
    expect(flagged.status).toBe(409);
    expect(flagged.body).toEqual({ message: API_ERRORS.deleteFlagged });
  });

  it('does not delete a record others refer to', async () => {
    const inUse = await call('DELETE', 'role/2');
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({ message: API_ERRORS.inUse });
    const spare = await call('POST', 'role', {
      name: 'Spare',
      permissions: [{ subject: 'company', actions: ['read'] }],
    });
    expect((await call('DELETE', `role/${spare.body.id}`)).status).toBe(200);
    expect((await call('GET', `role/${spare.body.id}`)).status).toBe(404);
  });
});

describe('the management API: privileges on administrators and roles', () => {
  it('grants nobody more than the granter holds', async () => {
    makeEditorAKeeper();
    const keeper = await as(EDITOR);
    const before = { roles: stored('role'), admins: stored('admin') };
    const role = await call(
      'POST',
      'role',
      { name: 'Almighty', permissions: [{ subject: 'all', actions: ['manage'] }] },
      keeper,
    );
    expect(role.status).toBe(400);
    expect(role.body).toEqual({ message: API_ERRORS.invalid, errors: { permissions: API_ERRORS.beyondOwnRights } });
    const viewer = (await call('GET', `admin/${VIEWER}`, undefined, keeper)).body;
    const promote = await call('PUT', `admin/${VIEWER}`, { ...viewer, roleId: 1 }, keeper);
    expect(promote.status).toBe(400);
    expect(promote.body.errors).toEqual({ roleId: API_ERRORS.beyondOwnRights });
    const create = await call('POST', 'admin', { ...newAdmin, roleId: 1 }, keeper);
    expect(create.body.errors).toEqual({ roleId: API_ERRORS.beyondOwnRights });
    expect({ roles: stored('role'), admins: stored('admin') }).toEqual(before);
    // Within the keeper's own rights it works.
    expect(
      (
        await call(
          'POST',
          'role',
          { name: 'Admin readers', permissions: [{ subject: 'admin', actions: ['read'] }] },
          keeper,
        )
      ).status,
    ).toBe(201);
  });

  it('keeps people from changing their own role or status, or deleting themselves', async () => {
    const me = (await call('GET', `admin/${ADMIN}`)).body;
    const role = await call('PUT', `admin/${ADMIN}`, { ...me, roleId: 2 });
    expect(role.status).toBe(400);
    expect(role.body).toEqual({ message: API_ERRORS.invalid, errors: { roleId: API_ERRORS.ownAccount } });
    const status = await call('PUT', `admin/${ADMIN}`, { ...me, status: 'inactive' });
    expect(status.body.errors).toEqual({ status: API_ERRORS.ownAccount });
    const deleted = await call('DELETE', `admin/${ADMIN}`);
    expect(deleted.status).toBe(403);
    expect(deleted.body).toEqual({ message: API_ERRORS.ownAccount });
    expect((await call('PUT', `admin/${ADMIN}`, { ...me, fullName: 'John Q. Doe' })).status).toBe(200);
    // Someone else may: owner@demo.com deletes a fellow administrator.
    expect((await call('DELETE', `admin/${ADMIN}`, undefined, await as(OWNER))).status).toBe(200);
  });

  it('always leaves an active administrator who manages everything; nothing changes otherwise', async () => {
    const administrators = mockDb()
      .getAll('admin')
      .filter((a) => a.roleId === 1 && a.status === 'active' && a.id !== ADMIN);
    for (const admin of administrators) mockDb().updateOne('admin', admin.id, { status: 'inactive' });
    const administrator = (await call('GET', 'role/1')).body;
    const before = { roles: stored('role'), admins: stored('admin') };
    const demote = await call('PUT', 'role/1', {
      ...administrator,
      permissions: [{ subject: 'admin', actions: ['manage'] }],
    });
    expect(demote.status).toBe(409);
    expect(demote.body).toEqual({ message: API_ERRORS.lastAdministrator });
    makeEditorAKeeper();
    const keeper = await as(EDITOR);
    const me = (await call('GET', `admin/${ADMIN}`)).body;
    const deactivate = await call('PUT', `admin/${ADMIN}`, { ...me, status: 'inactive' }, keeper);
    expect(deactivate.status).toBe(409);
    expect(deactivate.body).toEqual({ message: API_ERRORS.lastAdministrator });
    const remove = await call('DELETE', `admin/${ADMIN}`, undefined, keeper);
    expect(remove.status).toBe(409);
    expect(mockDb().getOne('role', 1).permissions).toEqual(before.roles.find((r) => r.id === 1)!.permissions);
    expect(mockDb().getOne('admin', ADMIN).status).toBe('active');
    // With a second administrator back, the same change goes through.
    mockDb().updateOne('admin', OWNER, { status: 'active' });
    expect((await call('PUT', `admin/${ADMIN}`, { ...me, status: 'inactive' }, keeper)).status).toBe(200);
  });
});
