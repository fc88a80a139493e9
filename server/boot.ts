import { appendFileSync } from 'node:fs';
import { createApp } from './app';
import type { ServerConfig } from './context';
import { openDatabase, type Database } from './db/client';
import { jwtSecretFor } from './auth/secrets';
import { buildSchema } from './db/schema';
import { holdsData, seedIfEmpty } from './db/seed';
import { nodePlatform } from './platform/node';

/**
 * Structured JSON logs on stdout. Outbox messages (password-reset codes) are printed too, and in development also
 * appended to OUTBOX_FILE when it is set (the browser tests read codes from there).
 */
export function loggerFrom(env: NodeJS.ProcessEnv) {
  return (entry: Record<string, unknown>) => {
    const line = JSON.stringify({ time: new Date().toISOString(), ...entry });
    console.log(line);
    if (entry.event === 'outbox' && env.OUTBOX_FILE) appendFileSync(env.OUTBOX_FILE, `${line}\n`);
  };
}

/** Opens (and locks) the database, applies migrations, seeds an empty one, and builds the app on it, for Node. */
export async function boot(env: NodeJS.ProcessEnv = process.env, extra: Partial<ServerConfig> = {}) {
  const database: Database = await openDatabase(env);
  try {
    // Under the start-up lock, so two processes starting on an empty database seed it once.
    const schema = await buildSchema();
    const seeded =
      !(await holdsData(database.db)) && (await database.exclusively(() => seedIfEmpty(database.db, schema)));
    const app = await createApp({
      db: database.db,
      config: {
        jwtSecret: await jwtSecretFor(env, database.db),
        log: loggerFrom(env),
        platform: nodePlatform,
        ...extra,
      },
    });
    return { app, database, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Closes the database cleanly once, on SIGINT or SIGTERM, then exits. */
export function closeOnSignals(close: () => Promise<void>) {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(JSON.stringify({ level: 'info', event: 'shutdown', signal }));
    close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
