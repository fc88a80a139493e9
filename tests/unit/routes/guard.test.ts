import { afterEach, describe, expect, it } from 'vitest';
import { decideAccess, LOGIN_PATH, NOT_AUTHORIZED_PATH } from '@/routes/access';
import { findRoute, routeTable } from '@/routes/table';
import { returnPath } from '@/routes/returnPath';
import '@/admin-kit/routeEntries';
import type { RouteEntry } from '@/routes/types';
import { setUser, setTokens, clearSession, type SessionUser } from '@/auth/session';

const screen = async () => ({ default: () => null });
const entry = (extra: Partial<RouteEntry>): RouteEntry => ({
  path: '/x',
  name: 'x',
  title: 'app.name',
  screen,
  ...extra,
});
const admin: SessionUser = {
  id: 1,
  fullName: 'A',
  username: 'a',
  email: 'a@x',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
};
const client: SessionUser = {
  id: 2,
  fullName: 'C',
  username: 'c',
  email: 'c@x',
  role: 'client',
  ability: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
};

function signIn(user: SessionUser) {
  setUser(user);
  setTokens('access', 'refresh');
}

describe('route guard', () => {
  afterEach(clearSession);

  it('sends a signed-out visitor of a protected route to sign-in', () => {
    expect(decideAccess(entry({}), null, false)).toEqual({ allow: false, to: LOGIN_PATH });
  });

  it('routes without a subject need read on an undefined subject: admin yes, client not authorized', () => {
    signIn(admin);
    expect(decideAccess(entry({}), admin, true)).toEqual({ allow: true });
    signIn(client);
    expect(decideAccess(entry({}), client, true)).toEqual({ allow: false, to: NOT_AUTHORIZED_PATH });
  });

  it('checks the subject and action of the entry', () => {
    signIn(client);
    expect(decideAccess(entry({ subject: 'ACL' }), client, true)).toEqual({ allow: true });
    expect(decideAccess(entry({ subject: 'ACL', action: 'edit' }), client, true).allow).toBe(false);
  });

  it('public pages open for everyone; sign-in-only pages send a signed-in user home by role', () => {
    expect(decideAccess(entry({ access: 'public' }), null, false)).toEqual({ allow: true });
    expect(decideAccess(entry({ access: 'guest' }), null, false)).toEqual({ allow: true });
    expect(decideAccess(entry({ access: 'guest' }), admin, true)).toEqual({ allow: false, to: '/' });
    expect(decideAccess(entry({ access: 'guest' }), client, true)).toEqual({ allow: false, to: '/access-control' });
    expect(decideAccess(entry({ access: 'guest' }), { role: 'editor' }, true)).toEqual({ allow: false, to: '/login' });
  });
});

describe('a page with somewhere else for its readers', () => {
  const edit = entry({
    subject: 'company',
    action: 'edit',
    otherwise: { action: 'read', to: (pathname) => `${pathname}/show` },
  });
  const reader = { role: 'admin', ability: [{ action: 'read' as const, subject: 'company' }] };

  it('sends a reader to the other page, and someone who may not read to "not authorized"', () => {
    expect(decideAccess(edit, reader, true, '/company/3')).toEqual({ allow: false, to: '/company/3/show' });
    expect(decideAccess(edit, client, true, '/company/3')).toEqual({
      allow: false,
      to: '/pages/miscellaneous/not-authorized',
    });
    expect(decideAccess(edit, admin, true, '/company/3')).toEqual({ allow: true });
    expect(decideAccess(edit, reader, false, '/company/3')).toEqual({ allow: false, to: '/login' });
  });
});

describe('route table', () => {
  it('holds the foundation routes with unique paths and names', () => {
    const table = routeTable();
    const paths = table.map((e) => e.path);
    for (const path of [
      '/home',
      '/error-404',
      '/pages/miscellaneous/coming-soon',
      '/pages/miscellaneous/not-authorized',
      '/pages/miscellaneous/under-maintenance',
      '/pages/miscellaneous/error',
    ]) {
      expect(paths).toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(table.map((e) => e.name)).size).toBe(table.length);
  });

  it('marks miscellaneous pages as full layout', () => {
    expect(findRoute('/pages/miscellaneous/error')?.layout).toBe('full');
    expect(findRoute('/home')?.layout ?? 'content').toBe('content');
  });

  it('prefers static segments over parameters', () => {
    const table = [entry({ path: '/a/:id', name: 'a-id' }), entry({ path: '/a/add', name: 'a-add' })];
    expect(findRoute('/a/add', table)?.name).toBe('a-add');
    expect(findRoute('/a/7', table)?.name).toBe('a-id');
    expect(findRoute('/b', table)).toBeUndefined();
  });

  it('every parameterised entry lists examples so the smoke test can visit it', () => {
    const missing = routeTable().filter((e) => /[:*]/.test(e.path) && !e.examples?.length && e.searchable !== false);
    expect(missing.map((e) => e.path)).toEqual([]);
  });
});

describe('sign-in returns where the visitor was going', () => {
  afterEach(clearSession);
  const editor: SessionUser = {
    id: 4,
    fullName: 'E',
    username: 'e',
    email: 'e@x',
    role: 'admin',
    ability: [{ action: 'read', subject: 'company' }],
  };

  it('to the page they opened, when their role may open it', () => {
    signIn(admin);
    expect(returnPath('/admin?page=2', admin)).toBe('/admin?page=2');
    signIn(editor);
    expect(returnPath('/company/3/show', editor)).toBe('/company/3/show');
  });

  it("reads the user's own abilities, before their session has started (sign-in settles it first)", () => {
    expect(returnPath('/admin?page=2', admin)).toBe('/admin?page=2');
    expect(returnPath('/admin', editor)).toBeUndefined();
  });

  it('home otherwise: a page the role may not open, a sign-in page, another site, no page', () => {
    signIn(editor);
    expect(returnPath('/admin', editor)).toBeUndefined();
    signIn(client);
    expect(returnPath('/admin', client)).toBeUndefined();
    expect(returnPath('/login', client)).toBeUndefined();
    expect(returnPath('//evil.example/admin', client)).toBeUndefined();
    expect(returnPath('https://evil.example/', client)).toBeUndefined();
    expect(returnPath(undefined, client)).toBeUndefined();
  });
});

describe('the home page', () => {
  afterEach(clearSession);
  it('opens for every administrator, whatever their role reaches, and not for a client', () => {
    const home = findRoute('/home')!;
    const limited: SessionUser = { ...admin, ability: [{ action: 'read', subject: 'company' }] };
    signIn(limited);
    expect(decideAccess(home, limited, true)).toEqual({ allow: true });
    signIn(client);
    expect(decideAccess(home, client, true)).toEqual({ allow: false, to: NOT_AUTHORIZED_PATH });
  });
});
