import { createLogger, logWith } from './log';
import { serveHere } from './serve';
import { superviseWorkers } from './workers';

/* npm start: one server process, or with WORKERS=N on PostgreSQL a primary that runs N of them (server/workers.ts). */
const logger = createLogger(process.env);
try {
  if (!superviseWorkers(process.env, logWith(logger))) await serveHere();
} catch (error) {
  // A refused start (a short JWT_SECRET, a data folder in use, a bad WORKERS) is a log line a platform can read too.
  logger.fatal({ event: 'start-failed', reason: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
