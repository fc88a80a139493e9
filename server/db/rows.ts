import type { SQL } from 'drizzle-orm';
import type { Db } from './types';

/** The rows of a raw query, whichever driver answered (PGlite gives an array, pg a result with `rows`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}
