import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { boot, closeOnSignals } from './boot';
import { answerBackupSignals } from './db/backup';
import { drain } from './http/shutdown';
import { serveApp } from './http/static';
import { trustedHops } from './http/clientAddress';
import { exactCountLimit } from './areas/counts';

/**
 * One server process: the built app (dist/) and the API (/v1) on one port. PGlite in DATA_DIR (default
 * .data/pglite) unless DATABASE_URL points at PostgreSQL.
 */
export async function serveHere() {
  const port = Number(process.env.PORT ?? 3000);
  const backupsFrom = answerBackupSignals(); // npm run db:backup
  const { app, database, seeded, logger } = await boot(process.env, {
    trustProxy: trustedHops(process.env.TRUST_PROXY),
    exactCountLimit: exactCountLimit(process.env.EXACT_COUNT_LIMIT),
    corsOrigins: process.env.CORS_ORIGINS?.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  });
  backupsFrom(database.folder, logger);
  serveApp(app, resolve(process.env.DIST_DIR ?? 'dist'));
  const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
    // The tests read the port from this line: keep `event` right before `url`.
    logger.info({ event: 'listening', url: `http://localhost:${info.port}`, engine: database.engine, seeded });
  });
  // An idle kept-alive connection stays open longer than the load balancer's and clients' idle timeouts (60 s is usual):
  // with Node's 5 s default, a connection reused just as the server closed it is reset (ECONNRESET, a proxy's 502).
  (server as Server).keepAliveTimeout = 65_000;
  (server as Server).headersTimeout = 66_000;
  // An import's file is read as its rows are written (POST /v1/{area}/import): 100,000 rows take minutes, and Node's
  // 5-minute default would cut the request off mid-file. Headers still must come within headersTimeout.
  (server as Server).requestTimeout = 30 * 60_000;
  // SIGTERM/SIGINT: requests in flight are answered, then the database closes cleanly (SHUTDOWN_GRACE_MS caps the wait).
  closeOnSignals(async () => {
    await app.closeStreams();
    await drain(server as Server, Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000)); // plain HTTP/1.1: no http2 option is passed
    await database.close();
  }, logger);
}
