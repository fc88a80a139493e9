import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@/contract/listQuery';
import type { ServerContext } from '../context';
import type { AreaTable } from '../db/tables';

/** The trigger-kept counts of live records (server/db/derived.ts) of these areas; an area without one is absent. */
export async function keptCounts(context: ServerContext, areas: readonly string[]): Promise<Map<string, number>> {
  if (!areas.length) return new Map();
  const { areaCounts } = context.schema.system;
  const rows = await context.db
    .select({ area: areaCounts.area, live: areaCounts.live })
    .from(areaCounts)
    .where(areas.length === 1 ? eq(areaCounts.area, areas[0]) : inArray(areaCounts.area, [...areas]));
  return new Map(rows.map((row) => [row.area, row.live]));
}

/** A list's total: the trigger-kept count of live records when nothing narrows the list, else a count of the matches. */
export async function countOf(
  context: ServerContext,
  area: string,
  table: AreaTable,
  query: ListQuery,
  where: SQL | undefined,
): Promise<number> {
  if (!query.trashed && !query.q && !query.filters.length) {
    const kept = (await keptCounts(context, [area])).get(area);
    if (kept !== undefined) return kept;
  }
  const [{ total }] = await context.db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(table)
    .where(where);
  return total;
}
