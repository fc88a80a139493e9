import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

/*
 * drizzle passes PGlite the same `parsers` with every query: these types read as text, which its columns then map.
 * PGlite merges a query's parsers into a copy of its own table of every type's parser (hundreds, array types
 * included) each time: about 8 % of a list's time. Here the same parsers are set once on the client, and the
 * queries drizzle sends go without them, so every value reads as before.
 */

/** timestamp, timestamptz, interval, date, numeric[], timestamp[], timestamptz[], interval[], date[] (drizzle's list). */
const READ_AS_TEXT = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

type Queries = Pick<PGlite | Transaction, 'query'>;

const withoutParsers = (target: Queries): Queries => ({
  query: (query, params, options) => target.query(query, params, options && bare(options)),
});

function bare(options: QueryOptions): QueryOptions {
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

/** The client to give drizzle: PGlite's queries and transactions, drizzle's parsers set once on `client`. */
export function pgliteForDrizzle(client: PGlite): PGlite {
  for (const oid of READ_AS_TEXT) client.parsers[oid] = (value: string) => value;
  const forDrizzle = {
    ...withoutParsers(client),
    transaction: <T>(run: (tx: Transaction) => Promise<T>) =>
      client.transaction((tx) => run(withoutParsers(tx) as Transaction)),
  };
  // drizzle calls nothing else on it (drizzle-orm/pglite/session.js): query, and transaction's query.
  return forDrizzle as unknown as PGlite;
}
