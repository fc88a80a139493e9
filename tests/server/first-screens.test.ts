// @vitest-environment node
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { nodePlatform } from '../../server/platform/node';
import { serveApp } from '../../server/http/static';
import { openPglite, type Database } from '../../server/db/client';
import { parseFirstScreens, type FirstScreens } from '../../server/http/firstScreens';

/** A built index.html as Vite writes it: the entry and the preloads of its imports in the head. */
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta http-equiv="Content-Security-Policy" content="script-src 'self'">
    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-Cd34.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const LOGIN = INDEX.replace('<div id="root"></div>', '<div id="root" data-prerendered="/login"><form></form></div>');
const MAP: FirstScreens = {
  shell: ['assets/AdminRoot-Ef56.js', 'assets/menu-Gh78.js'],
  signIn: ['/login', '/register', '/forgot-password'],
  screens: {
    '/home': ['assets/HomePage-Ij90.js'],
    '/admin': ['assets/ResourceList-Kl12.js', 'assets/en-Mn34.js'],
  },
};
const SHELL = MAP.shell.map((file) => `/${file}`);

/** The scripts a page preloads, in order. */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

/* A signed-in reload's first screen: the HTML names the admin's chunks and the screen's, so they come at once. */
describe('index.html for a first screen', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof createApp>>;
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  const page = async (path: string) => {
    const response = await app.request(path);
    expect(response.status, path).toBe(200);
    return { html: await response.text(), headers: response.headers };
  };

  beforeAll(async () => {
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'login.html'), LOGIN);
    writeFileSync(join(dist, '.vite', 'first-screens.json'), JSON.stringify(MAP));
    database = await openPglite('memory://');
    app = await createApp({
      db: database.db,
      config: { jwtSecret: 'first-screen-secret-0123456789abcdef', log: () => undefined, platform: nodePlatform },
    });
    serveApp(app, dist);
  }, 60_000);
  afterAll(async () => {
    await database.close();
    rmSync(dist, { recursive: true });
  });

  it("preloads the admin's chunks and the list's on a management list, inside the head, as Vite links them", async () => {
    const { html, headers } = await page('/admin');
    expect(preloads(html)).toEqual([
      '/assets/react-Cd34.js',
      ...SHELL,
      '/assets/ResourceList-Kl12.js',
      '/assets/en-Mn34.js',
    ]);
    expect(html.indexOf('ResourceList')).toBeLessThan(html.indexOf('</head>'));
    // Still no inline script: the policy (script-src 'self') holds as it did.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(headers.get('Content-Security-Policy')).toMatch(/script-src 'self'(;|$)/);
    expect(html).toContain(`content="script-src 'self'"`);
  });

  it("preloads the home screen's chunk on /home, and a list's on a list reloaded with its query", async () => {
    expect(preloads((await page('/home')).html)).toEqual([
      '/assets/react-Cd34.js',
      ...SHELL,
      '/assets/HomePage-Ij90.js',
    ]);
    const list = preloads((await page('/admin?filter=%7B%7D&page=2')).html);
    expect(list).toContain('/assets/ResourceList-Kl12.js');
  });

  it("gives any other path the admin's chunks only, and never puts the address into the page", async () => {
    for (const path of [
      '/admin/../x',
      '/<script>alert(1)</script>',
      '/%3Cscript%3E',
      '/ADMIN',
      '/admin/',
      '/home/',
      '/admin%2F',
      '/x?/admin',
      '/x?next=/home',
      '/__proto__',
      '/constructor',
      '/users/1',
      '/',
    ]) {
      const { html } = await page(path);
      expect(preloads(html), path).toEqual(['/assets/react-Cd34.js', ...SHELL]);
      expect(html, path).not.toMatch(/alert|%3C|next=|__proto__|constructor/i);
    }
  });

  it("names the admin's and home's scripts on a sign-in page, prerendered or not, and preloads none of them", async () => {
    const named = `<meta name="admin-scripts" content="${[...SHELL, '/assets/HomePage-Ij90.js'].join(' ')}">`;
    for (const [path, built] of [
      ['/login', LOGIN],
      ['/register', INDEX],
    ]) {
      const { html } = await page(path);
      expect(html, path).toBe(built.replace('</head>', `  ${named}\n  </head>`));
      expect(preloads(html), path).toEqual(['/assets/react-Cd34.js']);
    }
    // Never on an admin page: it preloads them itself.
    expect((await page('/admin')).html).not.toContain('admin-scripts');
  });

  it('makes each page once: a request reads no file', async () => {
    await page('/home');
    renameSync(join(dist, 'index.html'), join(dist, 'index.moved'));
    try {
      expect(preloads((await page('/home')).html)).toContain('/assets/HomePage-Ij90.js');
      expect(preloads((await page('/somewhere')).html)).toEqual(['/assets/react-Cd34.js', ...SHELL]);
    } finally {
      renameSync(join(dist, 'index.moved'), join(dist, 'index.html'));
    }
  });

  it('refuses a list that names anything but a built script', () => {
    for (const file of ['https://evil.example/x.js', '/assets/x.js', 'assets/../x.js', 'assets/x.js"><script>', 'x.js'])
      expect(() => parseFirstScreens(JSON.stringify({ ...MAP, shell: [file] })), file).toThrow();
    expect(parseFirstScreens(JSON.stringify(MAP))).toEqual(MAP);
  });
});
