import { beforeEach, describe, expect, it } from 'vitest';
import { API_ERRORS, AUTH_MESSAGES } from '@/contract/types';
import { verifyPassword } from '@/contract/passwords';
import { mockDb } from '@/mock/db';
import { handlers, v1Handlers } from '@/mock/handlers';
import { setClock, verifyToken } from '@/mock/auth/jwt';
import { serveMockApi } from '@tests/support/mockApi';

/* Sign-in and account calls of the worker: the template's /jwt endpoints, and /v1 as the browser-only mode answers it. */
serveMockApi({ handlers: [...handlers, ...v1Handlers] });
const url = (path: string) => new URL(path, window.location.origin).toString();
const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(url(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const signIn = async (email: string, password: string) => (await post('/v1/auth/login', { email, password })).json();
let offset = 0;
const advance = (seconds: number) => {
  offset += seconds;
};

beforeEach(() => {
  offset = 0;
  setClock(() => Math.floor(Date.now() / 1000) + offset);
});

/** The reset code the worker delivered to the demo e-mail app's inbox (the API never returns it). */
function deliveredCode(email: string): string | undefined {
  const messages = mockDb()
    .getAll('emailMessages')
    .filter((m) => m.folder === 'inbox' && m.to.some((to: { email: string }) => to.email === email));
  const latest = messages.sort((a, b) => b.id - a.id)[0];
  return latest ? /<strong>(\d{6})<\/strong>/.exec(latest.message)?.[1] : undefined;
}

describe.each(['/jwt/login', '/v1/auth/login'])('POST %s', (path) => {
  it('signs the admin in with real signed tokens that expire after 10 minutes', async () => {
    const response = await post(path, { email: 'admin@demo.com', password: 'admin' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.userData).toMatchObject({
      id: 1,
      email: 'admin@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: 5 },
    });
    expect(body.userData).not.toHaveProperty('passwordHash');
    const claims = await verifyToken(body.accessToken, 'access');
    expect(claims!.sub).toBe('1');
    expect(claims!.exp - claims!.iat).toBe(600);
    expect((await verifyToken(body.refreshToken, 'refresh'))!.fam).toEqual(expect.any(String));
    expect(await verifyToken(body.accessToken, 'refresh')).toBeNull();
  });

  it('signs everyone in from one identity store: the admin records and their roles', async () => {
    const client = await (await post(path, { email: 'client@demo.com', password: 'client' })).json();
    expect(client.userData).toMatchObject({
      id: 2,
      role: 'client',
      ability: [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ],
    });
    const viewer = await (await post(path, { email: 'Viewer@Demo.com', password: 'viewer' })).json();
    expect(viewer.userData).toMatchObject({ id: 5, username: 'viewer', role: 'admin' });
    expect(viewer.userData.ability).toContainEqual({ action: 'read', subject: 'company' });
    expect(mockDb().getOne('admin', 5).lastSignInAt).toEqual(expect.any(String));
  });

  it('replaces a demo password hash with PBKDF2 at the first sign-in', async () => {
    expect(mockDb().getOne('admin', 4).passwordHash).toMatch(/^[^:$]+:[0-9a-f]{64}$/);
    expect((await post(path, { email: 'editor@demo.com', password: 'editor' })).status).toBe(200);
    const hash = mockDb().getOne('admin', 4).passwordHash as string;
    expect(hash).toMatch(/^pbkdf2\$/);
    expect(await verifyPassword('editor', hash)).toBe(true);
    expect((await post(path, { email: 'editor@demo.com', password: 'editor' })).status).toBe(200);
  });

  it('answers wrong credentials and inactive accounts with 400 and the seed message under email', async () => {
    mockDb().updateOne('admin', 6, { status: 'inactive' });
    for (const credentials of [
      { email: 'admin@demo.com', password: 'nope' },
      { email: 'nobody@demo.com', password: 'admin' },
      { email: 'content@demo.com', password: 'content' },
      {},
    ]) {
      const response = await post(path, credentials);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { email: [AUTH_MESSAGES.invalidCredentials] } });
    }
  });

  it('locks an address for 10 minutes after 5 failed sign-ins', async () => {
    for (let i = 0; i < 5; i++)
      expect((await post(path, { email: 'owner@demo.com', password: 'wrong' })).status).toBe(400);
    const locked = await post(path, { email: 'OWNER@demo.com', password: 'owner' });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ error: { email: [AUTH_MESSAGES.locked] } });
    // Another address is not locked; the lock runs out after 10 minutes.
    expect((await post(path, { email: 'admin@demo.com', password: 'admin' })).status).toBe(200);
    advance(9 * 60);
    expect((await post(path, { email: 'owner@demo.com', password: 'owner' })).status).toBe(429);
    advance(61);
    expect((await post(path, { email: 'owner@demo.com', password: 'owner' })).status).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) await post(path, { email: 'owner@demo.com', password: 'wrong' });
    expect((await post(path, { email: 'owner@demo.com', password: 'owner' })).status).toBe(200);
    for (let i = 0; i < 4; i++) await post(path, { email: 'owner@demo.com', password: 'wrong' });
    expect((await post(path, { email: 'owner@demo.com', password: 'owner' })).status).toBe(200);
  });
});

describe('POST /jwt/register (the template mock)', () => {
  it('registers a new user as an administrator who manages everything, and signs them in', async () => {
    const response = await post('/jwt/register', {
      username: 'newbie',
      email: 'newbie@demo.com',
      password: 'Secret123',
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.userData).toMatchObject({
      username: 'newbie',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
    });
    const record = mockDb()
      .getAll('admin')
      .find((a) => a.email === 'newbie@demo.com')!;
    expect(record).toMatchObject({ id: body.userData.id, roleId: 1, status: 'active', fullName: 'newbie' });
    expect((await post('/jwt/login', { email: 'newbie@demo.com', password: 'Secret123' })).status).toBe(200);
  });
});

describe.each(['/jwt/register', '/v1/jwt/register'])('POST %s', (path) => {
  it('answers 400 with no body when a field is missing', async () => {
    for (const body of [
      { email: 'a@b.c', password: 'x' },
      { username: 'a', password: 'x' },
      { username: 'a', email: 'a@b.c' },
      undefined,
    ]) {
      const response = await post(path, body);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('');
    }
  });

  it('reports a taken e-mail, a taken username (an e-mail local part) and a weak password with field messages', async () => {
    const response = await post(path, { username: 'Admin', email: 'ADMIN@demo.com', password: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        email: [AUTH_MESSAGES.emailTaken],
        username: [AUTH_MESSAGES.usernameTaken],
        password: ['adminKit.validation.passwordLength'],
      },
    });
    const weak = await (
      await post(path, { username: 'fresh', email: 'fresh@demo.com', password: 'alllowercase1' })
    ).json();
    expect(weak).toEqual({ error: { password: ['adminKit.validation.passwordUpper'] } });
    const invalid = await (
      await post(path, { username: 'fresh', email: 'not-an-email', password: 'Secret123' })
    ).json();
    expect(invalid).toEqual({ error: { email: [AUTH_MESSAGES.invalidEmail] } });
    for (const username of ['ab', 'with space', 'x'.repeat(31), 'semi;colon']) {
      const badName = await (await post(path, { username, email: 'fresh@demo.com', password: 'Secret123' })).json();
      expect(badName, username).toEqual({ error: { username: ['auth.validation.usernameFormat'] } });
    }
  });
});

describe('POST /v1/jwt/register', () => {
  it('gives the new account the Client role, never one that manages everything', async () => {
    const response = await post('/v1/jwt/register', {
      username: 'newbie',
      email: 'newbie@demo.com',
      password: 'Secret123',
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.userData).toMatchObject({
      username: 'newbie',
      role: 'client',
      ability: [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ],
    });
    expect(
      mockDb()
        .getAll('admin')
        .find((a) => a.email === 'newbie@demo.com'),
    ).toMatchObject({ roleId: 4, status: 'active' });
    expect((await post('/v1/auth/login', { email: 'newbie@demo.com', password: 'Secret123' })).status).toBe(200);
  });

  it('is closed when the Client role would manage everything', async () => {
    mockDb().updateOne('role', 4, { permissions: [{ subject: 'all', actions: ['manage'] }] });
    const response = await post('/v1/jwt/register', {
      username: 'newbie',
      email: 'newbie@demo.com',
      password: 'Secret123',
    });
    expect(response.status).toBe(403);
    expect(
      mockDb()
        .getAll('admin')
        .some((a) => a.email === 'newbie@demo.com'),
    ).toBe(false);
  });
});

describe.each(['/jwt/refresh-token', '/v1/auth/refresh-token'])('POST %s', (path) => {
  it('trades a valid refresh token for a new pair and the current abilities', async () => {
    const { refreshToken } = await signIn('viewer@demo.com', 'viewer');
    mockDb().updateOne('role', 3, { permissions: [{ subject: 'company', actions: ['read'] }] });
    const response = await post(path, { refreshToken });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(await verifyToken(body.accessToken, 'access')).not.toBeNull();
    expect((await verifyToken(body.refreshToken, 'refresh'))!.fam).toBe(
      (await verifyToken(refreshToken, 'refresh'))!.fam,
    );
    expect(body.userData.ability).toEqual([{ action: 'read', subject: 'company' }]);
  });

  it('refuses a forged, wrong-kind, unknown or expired token with 401 Invalid refresh token', async () => {
    const { accessToken, refreshToken } = await signIn('admin@demo.com', 'admin');
    const forged = `${refreshToken.slice(0, -4)}AAAA`;
    const { signToken } = await import('@/mock/auth/jwt');
    for (const token of [forged, accessToken, '', await signToken(1, 'refresh', { family: 'made-up' })]) {
      const response = await post(path, { refreshToken: token });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: AUTH_MESSAGES.invalidRefresh });
    }
    advance(601);
    expect((await post(path, { refreshToken })).status).toBe(401);
  });

  it('takes a refresh token once: a used one presented again ends its whole family', async () => {
    const { refreshToken } = await signIn('admin@demo.com', 'admin');
    const other = await signIn('admin@demo.com', 'admin');
    const next = await (await post(path, { refreshToken })).json();
    const reused = await post(path, { refreshToken });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ error: AUTH_MESSAGES.invalidRefresh });
    // The thief's replay revoked the token the rightful holder got, but not another sign-in's.
    expect((await post(path, { refreshToken: next.refreshToken })).status).toBe(401);
    expect((await post(path, { refreshToken: other.refreshToken })).status).toBe(201);
  });

  it('refuses the tokens of an account that was deactivated', async () => {
    const { refreshToken } = await signIn('editor@demo.com', 'editor');
    mockDb().updateOne('admin', 4, { status: 'inactive' });
    expect((await post(path, { refreshToken })).status).toBe(401);
  });
});

describe('POST /v1/jwt/logout', () => {
  it('answers 200 and ends the refresh token family it is given', async () => {
    expect((await post('/v1/jwt/logout')).status).toBe(200);
    const { refreshToken } = await signIn('admin@demo.com', 'admin');
    const next = await (await post('/v1/auth/refresh-token', { refreshToken })).json();
    const out = await post('/v1/jwt/logout', { refreshToken: next.refreshToken });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ message: 'Signed out' });
    expect((await post('/v1/auth/refresh-token', { refreshToken: next.refreshToken })).status).toBe(401);
  });
});

describe('password reset', () => {
  it('never returns the code: it arrives in the demo inbox, and resend replaces it', async () => {
    const sent = await post('/v1/account/forgot-password', { email: 'client@demo.com' });
    expect(sent.status).toBe(200);
    const answer = await sent.json();
    expect(answer).toEqual({ message: 'If the address is registered, a reset code is on its way.' });
    const first = deliveredCode('client@demo.com');
    expect(first).toMatch(/^\d{6}$/);
    expect(JSON.stringify(answer)).not.toContain(first);
    expect((await post('/v1/account/resend-otp', { email: 'client@demo.com' })).status).toBe(200);
    const second = deliveredCode('client@demo.com')!;
    const stale = await post('/v1/account/reset-password', {
      email: 'client@demo.com',
      code: first === second ? '000000' : first,
      password: 'NewSecret1',
    });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toEqual({ error: { code: [AUTH_MESSAGES.invalidCode] } });
    const before = await signIn('client@demo.com', 'client');
    const ok = await post('/v1/account/reset-password', {
      email: 'Client@demo.com',
      code: second,
      password: 'NewSecret1',
    });
    expect(ok.status).toBe(200);
    expect((await post('/v1/auth/login', { email: 'client@demo.com', password: 'NewSecret1' })).status).toBe(200);
    expect((await post('/v1/auth/login', { email: 'client@demo.com', password: 'client' })).status).toBe(400);
    // Every session of the account ended, and the code is spent.
    expect((await post('/v1/auth/refresh-token', { refreshToken: before.refreshToken })).status).toBe(401);
    expect(
      (await post('/v1/account/reset-password', { email: 'client@demo.com', code: second, password: 'Another1x' }))
        .status,
    ).toBe(400);
  });

  it('gives the same answer for unknown addresses, and sends them nothing', async () => {
    const inbox = mockDb().getAll('emailMessages').length;
    const response = await post('/v1/account/forgot-password', { email: 'stranger@demo.com' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'If the address is registered, a reset code is on its way.' });
    expect(mockDb().getAll('emailMessages')).toHaveLength(inbox);
    const invalid = await post('/v1/account/forgot-password', { email: 'not an email' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ error: { email: [AUTH_MESSAGES.invalidEmail] } });
  });

  it('expires a code after 10 minutes and locks it after 5 wrong tries', async () => {
    await post('/v1/account/forgot-password', { email: 'owner@demo.com' });
    const code = deliveredCode('owner@demo.com')!;
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++)
      expect(
        (await post('/v1/account/reset-password', { email: 'owner@demo.com', code: wrong, password: 'NewSecret1' }))
          .status,
      ).toBe(400);
    expect(
      (await post('/v1/account/reset-password', { email: 'owner@demo.com', code, password: 'NewSecret1' })).status,
    ).toBe(400);
    await post('/v1/account/forgot-password', { email: 'owner@demo.com' });
    const fresh = deliveredCode('owner@demo.com')!;
    advance(10 * 60 + 1);
    expect(
      (await post('/v1/account/reset-password', { email: 'owner@demo.com', code: fresh, password: 'NewSecret1' }))
        .status,
    ).toBe(400);
  });

  it('holds a new password to the policy', async () => {
    const weak = await post('/v1/account/reset-password', {
      email: 'owner@demo.com',
      code: '123456',
      password: 'short',
    });
    expect(weak.status).toBe(400);
    expect(Object.keys((await weak.json()).error)).toEqual(['password']);
  });
});

describe('the signed-in account', () => {
  it('reads and updates its own record, whatever the role', async () => {
    const { accessToken } = await signIn('client@demo.com', 'client');
    expect((await fetch(url('/v1/account/me'))).status).toBe(401);
    const me = await (await fetch(url('/v1/account/me'), { headers: bearer(accessToken) })).json();
    expect(me).toMatchObject({ id: 2, email: 'client@demo.com', role: 'client' });
    const put = (body: unknown) =>
      fetch(url('/v1/account/me'), {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', ...bearer(accessToken) },
        body: JSON.stringify(body),
      });
    const updated = await put({ ...me, fullName: 'Jane Q. Doe' });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ id: 2, fullName: 'Jane Q. Doe', role: 'client' });
    expect(mockDb().getOne('admin', 2)).toMatchObject({ fullName: 'Jane Q. Doe', roleId: 4, version: 2 });
    const taken = await put({ email: 'ADMIN@demo.com' });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({
      message: API_ERRORS.invalid,
      errors: { email: 'adminKit.validation.unique' },
    });
    const sneaky = await put({ roleId: 1 });
    expect(sneaky.status).toBe(400);
    expect(mockDb().getOne('admin', 2).roleId).toBe(4);
  });

  it('changes its password with the current one; other sessions end, this one gets new tokens', async () => {
    const other = await signIn('client@demo.com', 'client');
    const { accessToken } = await signIn('client@demo.com', 'client');
    const change = (body: unknown) => post('/v1/account/change-password', body, bearer(accessToken));
    const wrong = await change({ currentPassword: 'nope', newPassword: 'NewSecret1' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      message: API_ERRORS.invalid,
      errors: { currentPassword: AUTH_MESSAGES.wrongPassword },
    });
    const weak = await change({ currentPassword: 'client', newPassword: 'weak' });
    expect(Object.keys((await weak.json()).errors)).toEqual(['newPassword']);
    const ok = await change({ currentPassword: 'client', newPassword: 'NewSecret1' });
    expect(ok.status).toBe(200);
    const tokens = await ok.json();
    expect(tokens).toMatchObject({
      message: 'Password updated',
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    expect((await post('/v1/auth/refresh-token', { refreshToken: other.refreshToken })).status).toBe(401);
    expect((await post('/v1/auth/refresh-token', { refreshToken: tokens.refreshToken })).status).toBe(201);
    expect((await post('/v1/auth/login', { email: 'client@demo.com', password: 'NewSecret1' })).status).toBe(200);
    expect((await post('/v1/account/change-password', { currentPassword: 'x', newPassword: 'y' })).status).toBe(401);
  });
});

describe('the /v1 worker outside its routes', () => {
  it('answers 404 for unknown paths (below a declared area after the sign-in check) and 413 for huge bodies', async () => {
    const { accessToken } = await signIn('admin@demo.com', 'admin');
    const unknown = await fetch(url('/v1/nothing/here'));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: API_ERRORS.notFound });
    expect((await fetch(url('/v1/auth/login'))).status).toBe(404);
    expect((await fetch(url('/v1/admin/1/roles'))).status).toBe(401);
    expect((await fetch(url('/v1/admin/1/roles'), { headers: bearer(accessToken) })).status).toBe(404);
    expect((await fetch(url('/v1/admin/1'), { method: 'PATCH', headers: bearer(accessToken) })).status).toBe(404);
    const huge = await post('/v1/auth/login', { email: 'admin@demo.com', password: 'x'.repeat(1_900_000) });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: API_ERRORS.tooLarge });
  });
});
