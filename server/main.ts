import { createLogger, logWith } from './log';
import { serveHere } from './serve';
import { superviseWorkers } from './workers';

/* npm start: one server process, or with WORKERS=N on PostgreSQL a primary that runs N of them (server/workers.ts). */
if (!superviseWorkers(process.env, logWith(createLogger(process.env)))) await serveHere();
