import { openDatabase } from '../db/client';
import { createLogger } from '../log';
import { holdsData, seedIfEmpty } from '../db/seed';
import { buildSchema } from '../db/schema';

/*
 * npm run db:migrate: applies the migrations and the derived structure (trigram indexes, count triggers) and stops,
 * for deployments that migrate once before rolling out new server processes. Safe beside running servers: it takes
 * the same start-up lock they do. SEED=demo also fills an empty database with the demo data.
 */
const logger = createLogger(process.env);
const database = await openDatabase(process.env, logger);
let seeded = false;
if (process.env.SEED === 'demo' && !(await holdsData(database.db))) {
  const schema = await buildSchema();
  seeded = await database.exclusively(() => seedIfEmpty(database.db, schema));
}
await database.close();
logger.info({ event: 'migrated', engine: database.engine, seeded });
