// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { jwtSecretFor, WeakSecretError } from '../../server/auth/secrets';
import { nodePlatform } from '../../server/platform/node';
import { startTestApiServer, type TestApiServer } from '@tests/support/apiServer';

/*
 * Security review 2, L7: a weak JWT_SECRET is refused, and without one every server process on a database signs with
 * the same key (kept in the database), so a token from one process is good at another. PGlite here, PostgreSQL in
 * the PostgreSQL lane.
 */
describe('the token key', () => {
  let server: TestApiServer;
  beforeAll(async () => {
    server = await startTestApiServer();
    await server.reset();
  }, 60_000);
  afterAll(() => server.close());

  it('refuses a JWT_SECRET under 32 bytes, and takes one of 32', async () => {
    await expect(jwtSecretFor({ JWT_SECRET: 'a' }, server.database.db)).rejects.toBeInstanceOf(WeakSecretError);
    await expect(jwtSecretFor({ JWT_SECRET: 'x'.repeat(31) }, server.database.db)).rejects.toThrow(/at least 32/);
    expect(await jwtSecretFor({ JWT_SECRET: 'x'.repeat(32) }, server.database.db)).toBe('x'.repeat(32));
  });

  it('without JWT_SECRET, processes starting at once on one database share one key, and each other’s tokens', async () => {
    const secrets = await Promise.all([1, 2, 3].map(() => jwtSecretFor({}, server.database.db)));
    expect(new Set(secrets).size).toBe(1);
    expect(new TextEncoder().encode(secrets[0]).length).toBeGreaterThanOrEqual(32);
    const [a, b] = await Promise.all(
      secrets
        .slice(0, 2)
        .map((jwtSecret) =>
          createApp({ db: server.database.db, config: { jwtSecret, platform: nodePlatform, log: () => undefined } }),
        ),
    );
    const signedIn = await a.request('/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    const atB = await b.request('/v1/account/me', { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(atB.status).toBe(200);
  });
});
