import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { boot, closeOnSignals } from './boot';

/*
 * npm start: the built app (dist/) and the API (/v1) on one port. PGlite in DATA_DIR (default .data/pglite) unless
 * DATABASE_URL points at PostgreSQL.
 */
const port = Number(process.env.PORT ?? 3000);
const { app, database, seeded } = await boot(process.env, { distDir: resolve(process.env.DIST_DIR ?? 'dist'), trustProxy: process.env.TRUST_PROXY === '1' });
const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  console.log(JSON.stringify({ level: 'info', event: 'listening', url: `http://localhost:${info.port}`, engine: database.engine, seeded }));
});
closeOnSignals(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  await database.close();
});
