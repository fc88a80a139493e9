// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { nodePlatform } from '../../server/platform/node';
import type { ServerConfig } from '../../server/context';
import { startTestApiServer, TEST_JWT_SECRET, type TestApiServer } from '@tests/support/apiServer';

/*
 * Security review 2, what a determined client tried (M2, M3, M4, L1, L3, L5): concurrent guesses, spoofed
 * addresses, codes re-issued, look-alike e-mails, spraying. Each runs on PGlite here and on PostgreSQL in its lane.
 * The client's socket address is what the test names in `x-peer`.
 */
describe('abuse of sign-in and password reset', () => {
  let server: TestApiServer;
  let offset = 0;
  const outbox: Array<Record<string, unknown>> = [];
  let verifications = 0;
  const platform = {
    ...nodePlatform,
    clientAddress: (c: Parameters<typeof nodePlatform.clientAddress>[0]) => c.req.header('x-peer') ?? '192.0.2.1',
    verifyArgon2: async (hash: string, password: string) => {
      verifications++;
      return nodePlatform.verifyArgon2!(hash, password);
    },
  };
  const appWith = (config: Partial<ServerConfig> = {}) =>
    createApp({
      db: server.database.db,
      config: {
        jwtSecret: TEST_JWT_SECRET,
        platform,
        now: () => Date.now() + offset * 1000,
        log: (entry) => (entry.event === 'outbox' ? outbox.push(entry) : undefined),
        argon2: { memoryCost: 4096, timeCost: 1 },
        ...config,
      },
    });
  let app: Awaited<ReturnType<typeof appWith>>;
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}, to = app) => {
    const response = await to.request(`/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: await response.json().catch(() => null) };
  };
  const login = (email: string, password: string, headers: Record<string, string> = {}, to = app) =>
    post('/auth/login', { email, password }, headers, to);
  const lastCode = (email: string) =>
    /(\d{6})/.exec(String(outbox.filter((entry) => entry.to === email).at(-1)?.body))?.[1];

  beforeAll(async () => {
    server = await startTestApiServer();
  }, 60_000);
  beforeEach(async () => {
    await server.reset();
    offset = 0;
    outbox.length = 0;
    app = await appWith();
  });
  afterAll(() => server.close());

  it('M3: 25 wrong sign-ins at once check at most five passwords, and the account is then locked', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, (_, n) => login('editor@demo.com', `wrong-${n}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20);
    expect((await login('editor@demo.com', 'editor')).status).toBe(429);
    offset += 10 * 60 + 1;
    expect((await login('editor@demo.com', 'editor')).status).toBe(200);
  });

  it('M3: eight wrong reset codes at once spend the code (five tries): the right one is then refused', async () => {
    await post('/account/forgot-password', { email: 'viewer@demo.com' });
    const code = lastCode('viewer@demo.com')!;
    const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    const reset = (guess: string) =>
      post('/account/reset-password', { email: 'viewer@demo.com', code: guess, password: 'Taken-over-2026' });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => reset(wrong(n + 1))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(400));
    expect((await reset(code)).status).toBe(400);
    expect((await login('viewer@demo.com', 'viewer')).status).toBe(200);
  });

  it('M4: guesses count per account across codes, new codes come at most once a minute', async () => {
    await post('/account/forgot-password', { email: 'viewer@demo.com' });
    await post('/account/resend-otp', { email: 'viewer@demo.com' });
    expect(outbox.filter((entry) => entry.to === 'viewer@demo.com')).toHaveLength(1);
    const guess = (code: string) =>
      post('/account/reset-password', { email: 'viewer@demo.com', code, password: 'Taken-over-2026' });
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
    for (let round = 0; round < 2; round++) {
      offset += 61;
      await post('/account/resend-otp', { email: 'viewer@demo.com' });
      const code = lastCode('viewer@demo.com')!;
      for (let n = 0; n < 5; n++) expect((await guess(wrongFor(code))).status).toBe(400);
    }
    // Ten wrong guesses over two codes: a third code is sent, but the account takes no more guesses this hour.
    offset += 61;
    await post('/account/resend-otp', { email: 'viewer@demo.com' });
    const refused = await guess(lastCode('viewer@demo.com')!);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await login('viewer@demo.com', 'viewer')).status).toBe(200);
  });

  it('L1: a look-alike of a locked address (Turkish dotted İ) is not the same account', async () => {
    for (let n = 0; n < 5; n++) expect((await login('editor@demo.com', `wrong-${n}`)).status).toBe(400);
    expect((await login('EDITOR@demo.com', 'editor')).status).toBe(429);
    expect((await login('edİtor@demo.com', 'editor')).status).toBe(400);
    expect((await login('ｅｄｉｔｏｒ@demo.com', 'editor')).status).toBe(429); // fullwidth: NFKC makes it the same address
  });

  it('L3: sign-in checks a password hash even when the account does not exist', async () => {
    verifications = 0;
    expect((await login('nobody-here@demo.com', 'whatever-2026')).status).toBe(400);
    expect(verifications).toBe(1);
  });

  it('L4: an e-mail too long or with a NUL is refused before the database, with a field message', async () => {
    for (const email of [`${'a'.repeat(3000)}@demo.com`, 'admin@demo.com\u0000']) {
      const answer = await login(email, 'admin');
      expect(answer.status).toBe(400);
      // The sign-in's own message for a long one; a NUL is refused as the body is read, on its field too.
      expect(answer.body.error?.email ?? answer.body.errors?.email).toBeTruthy();
    }
  });

  it('L5: one address spraying many accounts, registering, asking for codes or guessing is stopped with 429', async () => {
    const spray = await Promise.all(
      Array.from({ length: 31 }, (_, n) => login(`sprayed-${n}@demo.com`, 'Welcome2026')),
    );
    const limited = spray.filter((answer) => answer.status === 429);
    expect(limited).toHaveLength(1);
    expect(limited[0].body).toEqual({
      error: { email: ['Too many requests from here. Please wait a few minutes and try again.'] },
    });
    expect(Number(limited[0].headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another address is not affected, nor are successful sign-ins counted.
    expect((await login('admin@demo.com', 'admin', { 'x-peer': '198.51.100.7' })).status).toBe(200);

    const register = (n: number) =>
      post('/jwt/register', { username: `spammer${n}`, email: `spam${n}@example.com`, password: 'Welcome-2026' });
    for (let n = 0; n < 10; n++) expect((await register(n)).status).toBe(202);
    expect((await register(10)).status).toBe(429);

    const forgot = () => post('/account/forgot-password', { email: 'admin@demo.com' }, { 'x-peer': '203.0.113.9' });
    for (let n = 0; n < 10; n++) expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(429);
  });

  it('L5: guesses of the current password when changing it are limited per account', async () => {
    const { accessToken } = (await login('owner@demo.com', 'owner')).body;
    const change = (currentPassword: string) =>
      app.request('/v1/account/change-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ currentPassword, newPassword: 'Owner-2027-new' }),
      });
    for (let n = 0; n < 10; n++) expect((await change(`wrong-${n}`)).status).toBe(400);
    const limited = await change('owner');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBeTruthy();
  });

  it('M2: behind one trusted proxy the client address is the entry the proxy added, not what the client wrote', async () => {
    const proxied = await appWith({ trustProxy: 1 });
    // The proxy (socket 10.0.0.2) appends the address it saw; the attacker (192.0.2.50) writes anything to its left.
    const via = (spoofed: string) => ({ 'x-peer': '10.0.0.2', 'X-Forwarded-For': `${spoofed}, 192.0.2.50` });
    for (let n = 0; n < 5; n++)
      expect((await login('editor@demo.com', `wrong-${n}`, via(`198.51.100.${n}`), proxied)).status).toBe(400);
    expect((await login('editor@demo.com', 'editor', via('198.51.100.99'), proxied)).status).toBe(429);
    // Naming someone else's address locks nobody else out: the victim, seen by the proxy as 203.0.113.7, signs in.
    const victim = { 'x-peer': '10.0.0.2', 'X-Forwarded-For': '203.0.113.7' };
    expect((await login('editor@demo.com', 'editor', victim, proxied)).status).toBe(200);
    // Without TRUST_PROXY the header is ignored: the socket's address counts.
    for (let n = 0; n < 5; n++) await login('owner@demo.com', `wrong-${n}`, { 'X-Forwarded-For': `198.51.100.${n}` });
    expect((await login('owner@demo.com', 'owner', { 'X-Forwarded-For': '198.51.100.200' })).status).toBe(429);
  });
});
