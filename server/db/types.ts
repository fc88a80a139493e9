import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** The database as every query sees it: one Drizzle type over PGlite and PostgreSQL (./client.ts opens it). */
export type Db = PgDatabase<PgQueryResultHKT>;
