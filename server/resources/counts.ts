import { eq, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@/contract/listQuery';
import type { ServerContext } from '../context';
import type { AreaTable } from '../db/tables';

/** A list's total: the trigger-kept count of live records when nothing narrows the list, else a count of the matches. */
export async function countOf(
  context: ServerContext,
  area: string,
  table: AreaTable,
  query: ListQuery,
  where: SQL | undefined,
): Promise<number> {
  if (!query.trashed && !query.q && !query.filters.length) {
    const { areaCounts } = context.schema.system;
    const [kept] = await context.db
      .select({ live: areaCounts.live })
      .from(areaCounts)
      .where(eq(areaCounts.area, area))
      .limit(1);
    if (kept) return kept.live;
  }
  const [{ total }] = await context.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(table)
    .where(where);
  return total;
}
