import { getRequestListener } from '@hono/node-server';
import { boot, closeOnSignals } from './boot';
import { answerBackupSignals } from './db/backup';

/*
 * `npm run dev`: the Vite dev server loads this module and hands it every /v1 request, so the app and the API run
 * in one process on one port, on the embedded database with the demo data.
 */
export async function startDevApi() {
  const backupsFrom = answerBackupSignals(); // npm run db:backup
  const { app, database, seeded, logger } = await boot(process.env);
  backupsFrom(database.folder, logger);
  logger.info({ event: 'api-ready', engine: database.engine, seeded });
  closeOnSignals(() => database.close(), logger);
  return { listener: getRequestListener(app.fetch), close: () => database.close() };
}
