import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@/contract/listQuery';
import type { ServerContext } from '../context';
import type { AreaTable } from '../db/tables';
import { rowsOf } from '../db/rows';

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

/** The kept count of an area's live records as a scalar subquery, for a page to carry (null without one). */
export function keptCountColumn(context: ServerContext, area: string) {
  const { areaCounts } = context.schema.system;
  return sql<number | null>`(select ${areaCounts.live} from ${areaCounts} where ${areaCounts.area} = ${area})`;
}

/**
 * Above this many matches a narrowed list's total is the planner's estimate: counting a large slice exactly is what
 * made filtered and searched lists slow at a million rows (issue 31). Below it, and on request, the count is exact.
 */
export const EXACT_COUNT_LIMIT = 10_000;

/** EXACT_COUNT_LIMIT from the environment: unset, the default; else a whole number, or the server refuses to start. */
export function exactCountLimit(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`EXACT_COUNT_LIMIT must be a whole number, not "${value}"`);
  return Number(value);
}

/**
 * Whether a list is narrower than the area's live records (the kept count does not answer it): by its query, or
 * because the caller may read only some records (`restricted`).
 */
export const isNarrowed = (query: ListQuery, restricted = false) =>
  restricted || query.trashed || Boolean(query.q) || query.filters.length > 0;

export const countLimitOf = (context: ServerContext) => context.config.exactCountLimit ?? EXACT_COUNT_LIMIT;

export interface ListTotal {
  total: number;
  /** The planner's estimate (at least EXACT_COUNT_LIMIT + 1), not a count. */
  estimated: boolean;
}

/**
 * A list's total: the trigger-kept count of live records when nothing narrows the list; else the matches counted up
 * to the limit (the count stops there), and above it the planner's estimate, unless the query asks for `total=exact`.
 */
export async function countOf(
  context: ServerContext,
  area: string,
  table: AreaTable,
  query: ListQuery,
  where: SQL | undefined,
  /** Whether `where` holds the caller's row limit, so the area's kept count is not theirs. */
  restricted: boolean,
  /** The fewest matches the page itself shows there are (an estimate never says fewer). */
  atLeast = 0,
  /** The planner's expected matches, when the caller asked already (server/areas/listPage.ts). */
  planned?: number,
): Promise<ListTotal> {
  const narrowed = isNarrowed(query, restricted);
  if (!narrowed) {
    const kept = (await keptCounts(context, [area])).get(area);
    if (kept !== undefined) return { total: kept, estimated: false };
  }
  const { db } = context;
  const count = sql<number>`count(*)`.mapWith(Number);
  // Unnarrowed without a kept count (a database the tests truncated): counted, as the whole area is never estimated.
  if (query.exactTotal || !narrowed) {
    const [{ total }] = await db.select({ total: count }).from(table).where(where);
    return { total, estimated: false };
  }
  const limit = countLimitOf(context);
  const matches = matchesOf(context, table, where);
  const [{ total }] = await db.select({ total: count }).from(matches.limit(limit + 1).as('matches'));
  if (total <= limit) return { total, estimated: false };
  return { total: Math.max(limit + 1, atLeast, planned ?? (await plannedRows(db, matches.getSQL()))), estimated: true };
}

/** The rows a list's conditions match, selecting nothing but their presence (to count them, or to plan it). */
export const matchesOf = (context: ServerContext, table: AreaTable, where: SQL | undefined) =>
  context.db
    .select({ one: sql`1` })
    .from(table)
    .where(where);

/** How many rows the planner expects the query to return (EXPLAIN, which runs nothing). */
export async function plannedRows(db: ServerContext['db'], query: SQL): Promise<number> {
  const [row] = await rowsOf<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${query}`);
  // pg parses the JSON column; PGlite may hand it as text.
  const plan = typeof row['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row['QUERY PLAN'];
  return Math.round(Number((plan as [{ Plan: { 'Plan Rows': number } }])[0].Plan['Plan Rows']) || 0);
}
