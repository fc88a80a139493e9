// Bench users for the measuring scripts (npm run bench:api, scripts/measure-list.mjs): `rows` users named
// "Bench Person N" (username and e-mail bench.N), inserted with SQL into the API server's database while it is stopped.
import { join } from 'node:path';

/** The database: PostgreSQL at `databaseUrl`, else the embedded PGlite in `dataDir` (one process at a time). */
export async function openSql({ databaseUrl, dataDir }) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { query: async (text) => (await client.query(text)).rows, close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(join(dataDir), { extensions: { pg_trgm } });
  return { query: async (text) => (await db.query(text)).rows, close: () => db.close() };
}

const STATUSES = "(array['active','inactive','pending'])";
const COUNTRIES = "(array['PT','FR','DE','ES','IT','GB','US','BR'])";
const insertBatch = (from, to) => `insert into "user" ("fullName", "username", "email", "country", "status")
  select 'Bench Person ' || n, 'bench.' || n, 'bench.' || n || '@example.com', ${COUNTRIES}[1 + n % 8], ${STATUSES}[1 + n % 3]
  from generate_series(${from}, ${to}) as n`;

/**
 * Makes sure the database holds exactly `rows` bench users (kept when there are as many, replaced otherwise); returns
 * the range of their ids and, through `say`, what it did.
 */
export async function seedBenchUsers(db, rows, say = () => undefined) {
  const bench = `from "user" where "username" like 'bench.%'`;
  const [{ count }] = await db.query(`select count(*)::int as count ${bench}`);
  if (count !== rows) {
    const started = Date.now();
    await db.query(`delete ${bench}`);
    // Trigram (GIN) indexes are much faster built once than grown row by row: set aside, then rebuilt as they were.
    const trigram = await db.query(
      `select indexname, indexdef from pg_indexes where tablename = 'user' and indexdef like '%gin_trgm_ops%'`,
    );
    for (const { indexname } of trigram) await db.query(`drop index "${indexname}"`);
    for (let from = 1; from <= rows; from += 100_000) await db.query(insertBatch(from, Math.min(rows, from + 99_999)));
    for (const { indexdef } of trigram) await db.query(indexdef);
    await db.query('analyze "user"');
    say(`${rows} bench users inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else say(`${rows} bench users already there`);
  const [ids] = await db.query(`select min(id)::int as first, max(id)::int as last ${bench}`);
  return ids;
}
