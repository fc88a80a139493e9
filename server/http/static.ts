import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { FIRST_SCREENS_FILE, indexPages, parseFirstScreens, withAdminScripts, type FirstScreens } from './firstScreens';

/**
 * The built app: its files as they are; a page rendered when the app was built (`<path>.html`: the sign-in pages,
 * scripts/prerender-plugin.ts) for its own path; index.html for every other client route (react-router resolves it),
 * naming the scripts its first screen needs (./firstScreens.ts).
 */
export function serveApp(app: Hono, distDir: string) {
  const prerenderedPage = (path: string) => {
    const prerendered = /^\/[a-z-]+$/.test(path) ? join(distDir, `${path}.html`) : undefined;
    return prerendered && existsSync(prerendered) ? prerendered : undefined;
  };
  // Made on the first request for a page, not at start: a server may start before its dist is there (tests).
  // `null` until read; `undefined` when the build wrote no list (the browser-only build).
  let firstScreens: FirstScreens | undefined | null = null;
  const firstScreensMap = () => {
    if (firstScreens === null) {
      const map = join(distDir, FIRST_SCREENS_FILE);
      firstScreens = existsSync(map) ? parseFirstScreens(readFileSync(map, 'utf8')) : undefined;
    }
    return firstScreens;
  };
  let indexPageOf: ((path: string) => string) | undefined;
  const indexPage = (path: string) => {
    indexPageOf ??= indexPages(readFileSync(join(distDir, 'index.html'), 'utf8'), firstScreensMap());
    return indexPageOf(path);
  };
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The build's own notes (manifest, chunk lists, first screens) are for the server and the reports, not for visitors.
  app.all('/.vite/*', (c) => c.notFound());
  // `/` is a client route too (it sends the visitor on), not the file index.html as it is on disk.
  app.get('/', (c) => c.html(indexPage('/')));
  // The build's brotli or gzip copy when the browser takes it (scripts/precompress-plugin.ts); the file otherwise.
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  // A build file that is not there is missing, not a page (and must not be cached as one for a year).
  app.all('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', (c) => {
    const prerendered = prerenderedPage(c.req.path);
    // The prerendered pages are sign-in pages: they name the admin's scripts too, fetched while the visitor types.
    if (prerendered) return c.html(withAdminScripts(readFileSync(prerendered, 'utf8'), firstScreensMap()));
    return c.html(indexPage(c.req.path));
  });
}
