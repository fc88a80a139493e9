import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/contract/types';
import { signToken, verifyToken } from '@/mock/lib/jwt';
import { BODY_TOO_LARGE } from '@/mock/lib/persisted';
import { serveMockApi } from '@tests/support/mockApi';

/*
 * The template mock's sign-in endpoints (seed section 7): /jwt/login, /jwt/register and /jwt/refresh-token over the
 * demo accounts. The app signs in through /v1, which the API server answers (tests/contract/v1/identity.test.ts).
 */
serveMockApi();
const url = (path: string) => new URL(path, window.location.origin).toString();
const post = (path: string, body?: unknown) =>
  fetch(url(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('POST /jwt/login', () => {
  it('signs the admin in with signed tokens that expire after 10 minutes', async () => {
    const response = await post('/jwt/login', { email: 'admin@demo.com', password: 'admin' });
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
    expect(await verifyToken(body.refreshToken, 'refresh')).not.toBeNull();
    expect(await verifyToken(body.accessToken, 'refresh')).toBeNull();
  });

  it('gives the client its abilities: read ACL and Auth only', async () => {
    const body = await (await post('/jwt/login', { email: 'client@demo.com', password: 'client' })).json();
    expect(body.userData).toMatchObject({ role: 'client' });
    expect(body.userData.ability).toEqual(
      expect.arrayContaining([
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ]),
    );
  });

  it('answers wrong credentials with 400 and the seed message under email', async () => {
    for (const credentials of [
      { email: 'admin@demo.com', password: 'wrong' },
      { email: 'nobody@demo.com', password: 'admin' },
      { email: 'admin@demo.com' },
    ]) {
      const response = await post('/jwt/login', credentials);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { email: [AUTH_MESSAGES.invalidCredentials] } });
    }
  });
});

describe('POST /jwt/register', () => {
  it('registers a new user as an administrator who manages everything, and signs them in', async () => {
    const response = await post('/jwt/register', {
      username: 'newcomer',
      email: 'newcomer@demo.com',
      password: 'Sturdy2026',
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.userData).toMatchObject({ email: 'newcomer@demo.com', role: 'admin' });
    expect(body.userData.ability).toEqual([{ action: 'manage', subject: 'all' }]);
    expect((await verifyToken(body.accessToken, 'access'))!.sub).toBe(String(body.userData.id));
    const again = await post('/jwt/login', { email: 'newcomer@demo.com', password: 'Sturdy2026' });
    expect(again.status).toBe(200);
  });

  it('answers 400 with no body when a field is missing', async () => {
    for (const body of [
      { email: 'a@demo.com', password: 'Sturdy2026' },
      { username: 'a', password: 'Sturdy2026' },
      { username: 'a', email: 'a@demo.com' },
    ]) {
      const response = await post('/jwt/register', body);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('');
    }
  });

  it('reports a taken e-mail and a taken username (an e-mail local part) with field messages', async () => {
    const response = await post('/jwt/register', { username: 'admin', email: 'ADMIN@demo.com', password: 'x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { email: [AUTH_MESSAGES.emailTaken], username: [AUTH_MESSAGES.usernameTaken] },
    });
  });
});

describe('POST /jwt/refresh-token', () => {
  it('trades a valid refresh token for a new pair and the current abilities', async () => {
    const signedIn = await (await post('/jwt/login', { email: 'admin@demo.com', password: 'admin' })).json();
    const response = await post('/jwt/refresh-token', { refreshToken: signedIn.refreshToken });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(await verifyToken(body.accessToken, 'access')).not.toBeNull();
    expect(body.userData).toMatchObject({ id: 1, ability: [{ action: 'manage', subject: 'all' }] });
  });

  it('refuses a forged, wrong-kind or unknown token with 401 Invalid refresh token', async () => {
    const forged = `${(await signToken(1, 'refresh')).slice(0, -4)}AAAA`;
    for (const refreshToken of [forged, await signToken(1, 'access'), await signToken(999, 'refresh'), 'nonsense']) {
      const response = await post('/jwt/refresh-token', { refreshToken });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: AUTH_MESSAGES.invalidRefresh });
    }
  });
});

describe('hostile input to the /jwt endpoints', () => {
  const raw = (path: string, body: string) =>
    fetch(url(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

  it('answers malformed JSON, a non-object and a huge body with 400, and signs nobody in', async () => {
    for (const path of ['/jwt/login', '/jwt/register', '/jwt/refresh-token']) {
      for (const body of ['{"email":', '[1,2]', '"text"']) expect((await raw(path, body)).status).toBe(400);
      // Above the demo endpoints' limit: the message a form shows (src/mock/lib/persisted.ts).
      const huge = await raw(path, JSON.stringify({ email: 'x'.repeat(2_000_000) }));
      expect(huge.status).toBe(400);
      expect(await huge.json()).toEqual({ error: { body: BODY_TOO_LARGE } });
    }
  });

  it('takes wrong types and prototype keys as wrong credentials, never as a sign-in', async () => {
    for (const body of [
      { email: ['admin@demo.com'], password: 'admin' },
      { email: 'admin@demo.com', password: { $ne: '' } },
      JSON.parse('{"__proto__":{"email":"admin@demo.com","password":"admin"}}'),
    ]) {
      const response = await post('/jwt/login', body);
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).not.toMatch(/Token|passwordHash|pbkdf2|[0-9a-f]{64}/);
    }
  });
});
