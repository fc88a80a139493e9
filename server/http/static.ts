import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/**
 * The built app: its files as they are; a page rendered when the app was built (`<path>.html`: the sign-in pages,
 * scripts/prerender-plugin.ts) for its own path; index.html for every other client route (react-router resolves it).
 */
export function serveApp(app: Hono, distDir: string) {
  const pageFor = (path: string) => {
    const prerendered = /^\/[a-z-]+$/.test(path) ? join(distDir, `${path}.html`) : undefined;
    return prerendered && existsSync(prerendered) ? prerendered : join(distDir, 'index.html');
  };
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The build's brotli or gzip copy when the browser takes it (scripts/precompress-plugin.ts); the file otherwise.
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  app.get('*', (c) => c.html(readFileSync(pageFor(c.req.path), 'utf8')));
}
