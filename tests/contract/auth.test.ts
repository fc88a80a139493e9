import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { openMockDb, resetMockDb } from '@/mock/db';
import { handlers } from '@/mock/handlers';
import { memoryStore } from '@/mock/persistence';
import { setClock, verifyToken } from '@/mock/auth/jwt';

const server = setupServer(...handlers);
const url = (path: string) => new URL(path, window.location.origin).toString();
const post = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(url(path), { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  setClock(() => Math.floor(Date.now() / 1000));
  await openMockDb(memoryStore());
  await resetMockDb();
});

describe.each(['/jwt/login', '/v1/auth/login'])('POST %s', (path) => {
  it('signs the admin in with real signed tokens that expire after 10 minutes', async () => {
    const response = await post(path, { email: 'admin@demo.com', password: 'admin' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.userData).toMatchObject({ email: 'admin@demo.com', role: 'admin', ability: [{ action: 'manage', subject: 'all' }], extras: { eCommerceCartItemsCount: 5 } });
    expect(body.userData).not.toHaveProperty('passwordHash');
    const claims = await verifyToken(body.accessToken, 'access');
    expect(claims!.exp - claims!.iat).toBe(600);
    expect(await verifyToken(body.refreshToken, 'refresh')).not.toBeNull();
    expect(await verifyToken(body.accessToken, 'refresh')).toBeNull();
  });

  it('gives the client read ACL and read Auth', async () => {
    const body = await (await post(path, { email: 'client@demo.com', password: 'client' })).json();
    expect(body.userData.role).toBe('client');
    expect(body.userData.ability).toEqual([{ action: 'read', subject: 'ACL' }, { action: 'read', subject: 'Auth' }]);
  });

  it('answers wrong credentials with 400 and the seed message under email', async () => {
    for (const credentials of [{ email: 'admin@demo.com', password: 'nope' }, { email: 'nobody@demo.com', password: 'admin' }, {}]) {
      const response = await post(path, credentials);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { email: ['Email or Password is Invalid'] } });
    }
  });
});

describe.each(['/jwt/register', '/v1/jwt/register'])('POST %s', (path) => {
  it('registers a new user as admin and signs them in', async () => {
    const response = await post(path, { username: 'newbie', email: 'newbie@demo.com', password: 'Secret123' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.userData).toMatchObject({ username: 'newbie', role: 'admin', ability: [{ action: 'manage', subject: 'all' }] });
    expect(body.accessToken).toBeTruthy();
    const again = await post('/jwt/login', { email: 'newbie@demo.com', password: 'Secret123' });
    expect(again.status).toBe(200);
  });

  it('answers 400 with no body when a field is missing', async () => {
    for (const body of [{ email: 'a@b.c', password: 'x' }, { username: 'a', password: 'x' }, { username: 'a', email: 'a@b.c' }, undefined]) {
      const response = await post(path, body);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('');
    }
  });

  it('reports duplicates with the seed messages', async () => {
    const response = await post(path, { username: 'johndoe', email: 'admin@demo.com', password: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { email: ['This email is already in use.'], username: ['This username is already in use.'] } });
  });
});

describe.each(['/jwt/refresh-token', '/v1/auth/refresh-token'])('POST %s', (path) => {
  it('trades a valid refresh token for a new pair', async () => {
    const { refreshToken } = await (await post('/jwt/login', { email: 'admin@demo.com', password: 'admin' })).json();
    const response = await post(path, { refreshToken });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(await verifyToken(body.accessToken, 'access')).not.toBeNull();
    expect(await verifyToken(body.refreshToken, 'refresh')).not.toBeNull();
  });

  it('refuses a forged, wrong-kind or expired token with 401 Invalid refresh token', async () => {
    const { accessToken, refreshToken } = await (await post('/jwt/login', { email: 'admin@demo.com', password: 'admin' })).json();
    const forged = `${refreshToken.slice(0, -4)}AAAA`;
    for (const token of [forged, accessToken, '']) {
      const response = await post(path, { refreshToken: token });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid refresh token' });
    }
    setClock(() => Math.floor(Date.now() / 1000) + 601);
    expect((await post(path, { refreshToken })).status).toBe(401);
  });
});

describe('account endpoints', () => {
  it('resets a password with the code sent by forgot-password, and resend issues a new code', async () => {
    const sent = await (await post('/v1/account/forgot-password', { email: 'client@demo.com' })).json();
    expect(sent.demoCode).toMatch(/^\d{6}$/);
    const resent = await (await post('/v1/account/resend-otp', { email: 'client@demo.com' })).json();
    expect(resent.demoCode).toMatch(/^\d{6}$/);
    const stale = await post('/v1/account/reset-password', { email: 'client@demo.com', code: sent.demoCode === resent.demoCode ? '000000' : sent.demoCode, password: 'NewSecret1' });
    expect(stale.status).toBe(400);
    const ok = await post('/v1/account/reset-password', { email: 'client@demo.com', code: resent.demoCode, password: 'NewSecret1' });
    expect(ok.status).toBe(200);
    expect((await post('/jwt/login', { email: 'client@demo.com', password: 'NewSecret1' })).status).toBe(200);
    expect((await post('/jwt/login', { email: 'client@demo.com', password: 'client' })).status).toBe(400);
  });

  it('does not reveal whether an address is registered', async () => {
    const response = await post('/v1/account/forgot-password', { email: 'stranger@demo.com' });
    expect(response.status).toBe(200);
    expect((await response.json()).demoCode).toBeUndefined();
    expect((await post('/v1/account/forgot-password', { email: 'not an email' })).status).toBe(400);
  });

  it('logout answers 200', async () => {
    expect((await post('/v1/jwt/logout')).status).toBe(200);
  });
});
