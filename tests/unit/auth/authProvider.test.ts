import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { authProvider, LoginError } from '@/auth/authProvider';
import { getAccessToken, getUser, setTokens, setUser } from '@/auth/session';
import { openMockDb, resetMockDb } from '@/mock/db';
import { handlers } from '@/mock/handlers/auth.handlers';
import { memoryStore } from '@/mock/persistence';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  localStorage.clear();
  await openMockDb(memoryStore());
  await resetMockDb();
});

describe('authProvider', () => {
  it('signs the admin in, stores user and both tokens, and sends them to /', async () => {
    await expect(authProvider.login({ email: 'admin@demo.com', password: 'admin' })).resolves.toEqual({ redirectTo: '/' });
    expect(getUser()).toMatchObject({ role: 'admin' });
    expect(getAccessToken()).toBeTruthy();
    expect(localStorage.getItem('refreshToken')).toBeTruthy();
  });

  it('sends the client to /access-control', async () => {
    await expect(authProvider.login({ email: 'client@demo.com', password: 'client' })).resolves.toEqual({ redirectTo: '/access-control' });
  });

  it('rejects wrong credentials with the field error and stores nothing', async () => {
    const error = await authProvider.login({ email: 'admin@demo.com', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginError);
    expect((error as LoginError).fields).toEqual({ email: ['Email or Password is Invalid'] });
    expect(getUser()).toBeNull();
  });

  it('maps react-admin actions onto abilities', async () => {
    setTokens('t', 'r');
    setUser({ id: 3, fullName: 'E', username: 'e', email: 'e@x', role: 'admin', ability: [{ action: 'read', subject: 'user' }, { action: 'edit', subject: 'user' }] });
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
});
