// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApp } from '../../server/app';
import { nodePlatform } from '../../server/platform/node';
import { openPglite, type Database } from '../../server/db/client';
import { buildSchema } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';

/* What only the server does: argon2id hashes, the development outbox, signed tokens with its own secret. */
describe('server authentication', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof createApp>>;
  const log: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    database = await openPglite('memory://');
    await seedIfEmpty(database.db, await buildSchema());
    app = await createApp({
      db: database.db,
      config: {
        jwtSecret: 'server-test-secret-0123456789abcdef',
        platform: nodePlatform,
        log: (entry) => log.push(entry),
      },
    });
  }, 60_000);
  afterAll(() => database.close());
  const post = async (path: string, body: unknown) => {
    const response = await app.request(`/v1${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };
  const storedHash = async (email: string) => {
    const { admin } = (await buildSchema()).areas;
    const [row] = await database.db.select({ hash: admin.passwordHash }).from(admin).where(eq(admin.email, email));
    return row.hash as string;
  };

  it('verifies a legacy demo hash and replaces it with argon2id at sign-in', async () => {
    expect(await storedHash('owner@demo.com')).toMatch(/^demo\d{4}:[0-9a-f]{64}$/);
    expect((await post('/auth/login', { email: 'owner@demo.com', password: 'owner' })).status).toBe(200);
    expect(await storedHash('owner@demo.com')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await post('/auth/login', { email: 'owner@demo.com', password: 'owner' })).status).toBe(200);
  });

  it('sends the reset code to the outbox only, expires wrong guesses after five, and a reset ends every session', async () => {
    const session = (await post('/auth/login', { email: 'editor@demo.com', password: 'editor' })).body;
    const sent = await post('/account/forgot-password', { email: 'editor@demo.com' });
    expect(JSON.stringify(sent.body)).not.toMatch(/\d{6}/);
    const mail = log.filter((entry) => entry.event === 'outbox' && entry.to === 'editor@demo.com').at(-1)!;
    const code = /(\d{6})/.exec(String(mail.body))![1];
    expect(log.filter((entry) => entry.event === 'outbox' && entry.to === 'stranger@example.com')).toHaveLength(0);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await post('/account/reset-password', { email: 'editor@demo.com', code: wrong, password: 'Editor-2027' }))
        .status,
    ).toBe(400);
    expect(
      (await post('/account/reset-password', { email: 'editor@demo.com', code, password: 'Editor-2027' })).status,
    ).toBe(200);
    expect((await post('/auth/login', { email: 'editor@demo.com', password: 'editor' })).status).toBe(400);
    expect((await post('/auth/login', { email: 'editor@demo.com', password: 'Editor-2027' })).status).toBe(200);
    expect((await post('/auth/refresh-token', { refreshToken: session.refreshToken })).status).toBe(401);
    expect(
      (await post('/account/reset-password', { email: 'editor@demo.com', code, password: 'Editor-2028' })).status,
    ).toBe(400);

    await post('/account/forgot-password', { email: 'viewer@demo.com' });
    const viewerCode = /(\d{6})/.exec(String(log.filter((e) => e.to === 'viewer@demo.com').at(-1)!.body))![1];
    const other = viewerCode === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++)
      await post('/account/reset-password', { email: 'viewer@demo.com', code: other, password: 'Viewer-2027' });
    expect(
      (await post('/account/reset-password', { email: 'viewer@demo.com', code: viewerCode, password: 'Viewer-2027' }))
        .status,
    ).toBe(400);
  });

  it('never logs passwords or tokens', () => {
    const text = JSON.stringify(log);
    expect(text).not.toMatch(/Editor-2027|eyJ[\w-]+\.eyJ/);
  });

  it('refuses tokens signed with another secret', async () => {
    const other = await createApp({
      db: database.db,
      config: { jwtSecret: 'another-secret-0123456789abcdefgh', platform: nodePlatform, log: () => undefined },
    });
    const foreign = await other.request('/v1/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    const { accessToken } = await foreign.json();
    expect((await app.request('/v1/company', { headers: { Authorization: `Bearer ${accessToken}` } })).status).toBe(
      401,
    );
  });
});
