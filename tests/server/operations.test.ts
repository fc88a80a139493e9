// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { nodePlatform } from '../../server/platform/node';
import { serveApp } from '../../server/http/static';
import { openPglite, type Database } from '../../server/db/client';
import { buildSchema } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';
import { precompressFile } from '../../scripts/precompress-plugin';

/* Operations: health, request ids and structured logs without secrets, security headers, configurable CORS. */
describe('operating the server', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof createApp>>;
  const log: Array<Record<string, unknown>> = [];
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    database = await openPglite('memory://');
    await seedIfEmpty(database.db, await buildSchema());
    app = await createApp({
      db: database.db,
      config: {
        jwtSecret: 'ops-test-secret-0123456789abcdefgh',
        platform: nodePlatform,
        corsOrigins: ['https://partner.example'],
        log: (entry) => log.push(entry),
      },
    });
    serveApp(app, dist);
  }, 60_000);
  afterAll(() => rmSync(dist, { recursive: true }));

  it('puts security headers on the app and the API', async () => {
    for (const path of ['/admin', '/v1/health']) {
      const response = await app.request(path);
      const csp = response.headers.get('Content-Security-Policy')!;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends the built scripts gzipped to a browser that accepts it, as they are to one that does not', async () => {
    const script = `export const words = ${JSON.stringify('compressible '.repeat(500))};`;
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'assets', 'app.js'), script);
    const gzipped = await app.request('/assets/app.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    const body = Buffer.from(await gzipped.arrayBuffer());
    expect(body.length).toBeLessThan(script.length / 4);
    expect(gunzipSync(body).toString()).toBe(script);
    const plain = await app.request('/assets/app.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("sends the build's brotli or gzip copy of a script as it is, by what the browser accepts", async () => {
    const script = `export const more = ${JSON.stringify('precompressed '.repeat(500))};`;
    mkdirSync(join(dist, 'assets'), { recursive: true });
    const file = join(dist, 'assets', 'chunk.js');
    writeFileSync(file, script);
    await precompressFile(file);
    const asBrotli = await app.request('/assets/chunk.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(asBrotli.headers.get('Content-Encoding')).toBe('br');
    expect(asBrotli.headers.get('Content-Type')).toMatch(/javascript/);
    expect(asBrotli.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(asBrotli.headers.get('Cache-Control')).toContain('immutable');
    const brotli = Buffer.from(await asBrotli.arrayBuffer());
    expect(brotliDecompressSync(brotli).toString()).toBe(script);
    // The copy on disk, not compressed again per request.
    const asGzip = await app.request('/assets/chunk.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asGzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await asGzip.arrayBuffer())).toString()).toBe(script);
    const plain = await app.request('/assets/chunk.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    // The build's notes are not published.
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
    const notes = await app.request('/.vite/manifest.json');
    expect(notes.status).toBe(404);
    expect(await notes.text()).not.toContain('main.tsx');
    // The copies are not addresses of their own for a browser that did not ask for them.
    expect((await app.request('/assets/chunk.js.br')).headers.get('Content-Type')).not.toMatch(/javascript/);
  });

  it('sends a prerendered page for its own path only, and nothing outside the build for a crafted path', async () => {
    writeFileSync(join(dist, 'login.html'), '<!doctype html><div id="root" data-prerendered="/login"></div>');
    writeFileSync(join(dist, '..', `outside-${process.pid}.html`), 'SECRET');
    try {
      expect(await (await app.request('/login')).text()).toContain('data-prerendered="/login"');
      for (const path of [
        '/admin',
        '/login/',
        '/LOGIN',
        `/..%2Foutside-${process.pid}`,
        `/../outside-${process.pid}`,
      ]) {
        const response = await app.request(path);
        const body = await response.text();
        expect(body, path).not.toContain('SECRET');
        expect(body, path).not.toContain('data-prerendered');
      }
    } finally {
      rmSync(join(dist, '..', `outside-${process.pid}.html`));
      rmSync(join(dist, 'login.html'));
    }
  });

  it('lets only a page of its own origin frame the app (the Embed showcase), never another site', async () => {
    const policy = async (site: string) =>
      (await app.request('/pages/coming-soon', { headers: { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': site } }))
        .headers;
    expect((await policy('same-origin')).get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    expect((await policy('same-origin')).get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect((await policy('cross-site')).get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect((await policy('cross-site')).get('X-Frame-Options')).toBe('DENY');
  });

  it('gives every request an id, logs it once as JSON, and never logs passwords, tokens or query text', async () => {
    const login = await app.request('/v1/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
      headers: { 'X-Request-Id': 'trace-abc-12345' },
    });
    expect(login.headers.get('X-Request-Id')).toBe('trace-abc-12345');
    const { accessToken } = await login.json();
    const list = await app.request('/v1/company?filter=%7B%22q%22%3A%22secret-search%22%7D', {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(list.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
    const entries = log.filter((entry) => entry.event === 'request');
    expect(entries.find((entry) => entry.requestId === 'trace-abc-12345')).toMatchObject({
      method: 'POST',
      path: '/v1/auth/login',
      status: 200,
    });
    expect(entries.find((entry) => entry.requestId === list.headers.get('X-Request-Id'))).toMatchObject({
      path: '/v1/company',
      status: 200,
    });
    const text = JSON.stringify(log);
    expect(text).not.toContain('admin"');
    expect(text).not.toContain(accessToken);
    expect(text).not.toContain('secret-search');
  });

  it('allows the configured origins only, exposing Content-Range and ETag', async () => {
    const allowed = await app.request('/v1/health', { headers: { Origin: 'https://partner.example' } });
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.example');
    expect(allowed.headers.get('Access-Control-Expose-Headers')).toContain('Content-Range');
    expect(allowed.headers.get('Access-Control-Expose-Headers')).toContain('ETag');
    const other = await app.request('/v1/health', { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('answers health 200 while the database answers, 503 when it does not', async () => {
    expect((await app.request('/v1/health')).status).toBe(200);
    await database.close();
    const down = await app.request('/v1/health');
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'unavailable' });
  });
});
