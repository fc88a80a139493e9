import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/** The built app: its files as they are, and index.html for every client route (react-router resolves it). */
export function serveApp(app: Hono, distDir: string) {
  const index = () => readFileSync(join(distDir, 'index.html'), 'utf8');
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', serveStatic({ root: distDir }));
  app.get('*', (c) => c.html(index()));
}
