import { appendFileSync } from 'node:fs';
import type { Logger } from 'pino';
import { createApp } from './app';
import type { ServerConfig } from './context';
import { openDatabase, type Database } from './db/client';
import { jwtSecretFor } from './auth/secrets';
import { buildSchema } from './db/schema';
import { holdsData, seedIfEmpty } from './db/seed';
import { nodePlatform } from './platform/node';
import { createLogger, logWith, type LogEntry } from './log';

/**
 * The app's `config.log` on the process's logger (JSON lines on stdout). Outbox messages (password-reset codes) are
 * printed too, and in development also appended to OUTBOX_FILE when it is set (the browser tests read codes there).
 */
export function appLog(logger: Logger, env: NodeJS.ProcessEnv) {
  const log = logWith(logger);
  return (entry: LogEntry) => {
    log(entry);
    if (entry.event === 'outbox' && env.OUTBOX_FILE)
      appendFileSync(env.OUTBOX_FILE, `${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
  };
}

/**
 * Opens (and locks) the database, applies migrations, seeds an empty one, and builds the app on it, for Node. The
 * logger comes first: a wrong LOG_LEVEL stops the start before the database is touched.
 */
export async function boot(env: NodeJS.ProcessEnv = process.env, extra: Partial<ServerConfig> = {}) {
  const logger = createLogger(env);
  const database: Database = await openDatabase(env, logger);
  try {
    // Under the start-up lock, so two processes starting on an empty database seed it once.
    const schema = await buildSchema();
    const seeded =
      !(await holdsData(database.db)) && (await database.exclusively(() => seedIfEmpty(database.db, schema)));
    const app = await createApp({
      db: database.db,
      listen: database.listen?.bind(database),
      config: {
        jwtSecret: await jwtSecretFor(env, database.db),
        log: appLog(logger, env),
        platform: nodePlatform,
        ...extra,
      },
    });
    return { app, database, seeded, logger };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Closes the database cleanly once, on SIGINT or SIGTERM, then exits. */
export function closeOnSignals(close: () => Promise<void>, logger: Logger) {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ event: 'shutdown', signal });
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ event: 'shutdown-failed', err: error });
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
