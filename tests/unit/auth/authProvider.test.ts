import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { authProvider } from '@/auth/authProvider';
import { signIn } from '@/auth/signIn';
import { ApiError } from '@/data/apiError';
import { getAccessToken, getRefreshToken, getUser, setTokens, setUser, type SessionUser } from '@/auth/session';
import { AUTH_MESSAGES, type LoginResponse } from '@/contract/types';
import { serveHandlers } from '@tests/support/serveHandlers';

/*
 * The /v1 sign-in calls as the contract (src/contract/types.ts) describes them, answered here rather than by the
 * in-browser worker, so these tests say what the app does with each answer.
 */
const people: Record<string, { password: string; user: SessionUser }> = {
  'admin@demo.com': {
    password: 'admin',
    user: {
      id: 1,
      fullName: 'John Doe',
      username: 'admin',
      email: 'admin@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
    },
  },
  'client@demo.com': {
    password: 'client',
    user: {
      id: 2,
      fullName: 'Jane Client',
      username: 'client',
      email: 'client@demo.com',
      role: 'client',
      ability: [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ],
    },
  },
};
let logoutBodies: unknown[] = [];

const server = serveHandlers([
  http.post('/v1/auth/login', async ({ request }) => {
    const { email, password } = (await request.json()) as { email: string; password: string };
    const person = people[email];
    if (!person || person.password !== password)
      return HttpResponse.json({ error: { email: [AUTH_MESSAGES.invalidCredentials] } }, { status: 400 });
    return HttpResponse.json({
      userData: person.user,
      accessToken: `access-${person.user.id}`,
      refreshToken: `refresh-${person.user.id}`,
    } satisfies LoginResponse);
  }),
  http.post('/v1/jwt/logout', async ({ request }) => {
    logoutBodies.push(await request.json().catch(() => null));
    return HttpResponse.json({ message: 'Signed out' });
  }),
]);
beforeEach(() => {
  localStorage.clear();
  logoutBodies = [];
});

describe('authProvider', () => {
  it('signs the admin in, stores user and both tokens, and sends them to /', async () => {
    await expect(authProvider.login({ email: 'admin@demo.com', password: 'admin' })).resolves.toEqual({
      redirectTo: '/',
    });
    expect(getUser()).toMatchObject({ role: 'admin', email: 'admin@demo.com' });
    expect(getAccessToken()).toBe('access-1');
    expect(getRefreshToken()).toBe('refresh-1');
  });

  it('sends the client to /access-control', async () => {
    await expect(authProvider.login({ email: 'client@demo.com', password: 'client' })).resolves.toEqual({
      redirectTo: '/access-control',
    });
  });

  it('settles where to go before the session starts, so the sign-in page moves once', async () => {
    // Were the session started first, the sign-in page's guard would send the user home while this still ran.
    const seen: unknown[] = [];
    const result = await signIn({
      email: 'admin@demo.com',
      password: 'admin',
      destination: async (user) => {
        await Promise.resolve();
        seen.push(getUser(), user.role);
        return '/admin?perPage=25';
      },
    });
    expect(seen).toEqual([null, 'admin']);
    expect(result).toEqual({ redirectTo: '/admin?perPage=25' });
    expect(getUser()).toMatchObject({ role: 'admin' });
    // No destination of its own (a page the role may not open): the role's home.
    await expect(
      signIn({ email: 'client@demo.com', password: 'client', destination: async () => undefined }),
    ).resolves.toEqual({ redirectTo: '/access-control' });
  });

  it('rejects wrong credentials with the field error and stores nothing', async () => {
    const error = await authProvider.login({ email: 'admin@demo.com', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fields).toEqual({ email: 'Email or Password is Invalid' });
    expect(getUser()).toBeNull();
  });

  it('passes the lockout of a 429 on as a field error', async () => {
    server.use(
      http.post('/v1/auth/login', () =>
        HttpResponse.json({ error: { email: [AUTH_MESSAGES.locked] } }, { status: 429 }),
      ),
    );
    const error = await authProvider.login({ email: 'admin@demo.com', password: 'admin' }).catch((e: unknown) => e);
    expect((error as ApiError).fields).toEqual({ email: 'Too many failed sign-ins. Try again in 10 minutes.' });
    expect(getAccessToken()).toBeNull();
  });

  it('maps react-admin actions onto abilities', async () => {
    setTokens('t', 'r');
    setUser({
      id: 3,
      fullName: 'E',
      username: 'e',
      email: 'e@x',
      role: 'admin',
      ability: [
        { action: 'read', subject: 'user' },
        { action: 'edit', subject: 'user' },
      ],
    });
    const can = (action: string, resource: string) => authProvider.canAccess!({ action, resource });
    expect(await can('list', 'user')).toBe(true);
    expect(await can('show', 'user')).toBe(true);
    expect(await can('edit', 'user')).toBe(true);
    expect(await can('create', 'user')).toBe(false);
    expect(await can('delete', 'user')).toBe(false);
    expect(await can('list', 'role')).toBe(false);
  });

  it('a client may access none of the management areas', async () => {
    await authProvider.login({ email: 'client@demo.com', password: 'client' });
    for (const area of ['admin', 'user', 'role', 'language', 'company']) {
      expect(await authProvider.canAccess!({ action: 'list', resource: area })).toBe(false);
    }
  });

  it('checkAuth needs both a user record and an access token', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    setUser({ id: 1, fullName: 'A', username: 'a', email: 'a@x', role: 'admin', ability: [] });
    await expect(authProvider.checkAuth({})).rejects.toBeTruthy();
    setTokens('token');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('logout sends the stored refresh token for the server to revoke, then clears the session', async () => {
    await authProvider.login({ email: 'client@demo.com', password: 'client' });
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(logoutBodies).toEqual([{ refreshToken: 'refresh-2' }]);
    expect(getUser()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('logout clears the session even when the server call fails', async () => {
    server.use(http.post('/v1/jwt/logout', () => HttpResponse.error()));
    await authProvider.login({ email: 'admin@demo.com', password: 'admin' });
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(getUser()).toBeNull();
    expect(getAccessToken()).toBeNull();
  });

  it('a 401 that survived the refresh signs out with a message', async () => {
    await authProvider.login({ email: 'admin@demo.com', password: 'admin' });
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ message: 'auth.sessionExpired' });
    expect(getUser()).toBeNull();
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('a 403 keeps the session and reads the abilities again at once, so the menu drops what the role lost', async () => {
    await authProvider.login({ email: 'admin@demo.com', password: 'admin' });
    const narrowed = { ...people['admin@demo.com'].user, ability: [{ action: 'read' as const, subject: 'company' }] };
    server.use(http.get('/v1/account/me', () => HttpResponse.json(narrowed)));
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect.poll(() => getUser()?.ability).toEqual(narrowed.ability);
    expect(getAccessToken()).toBe('access-1');
    await expect(authProvider.canAccess!({ action: 'list', resource: 'user' })).resolves.toBe(false);
    await expect(authProvider.canAccess!({ action: 'list', resource: 'company' })).resolves.toBe(true);
  });
});
