import { Hono } from 'hono';
import { and, isNull, max, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { modelOf } from '@schemas/kit/registry';
import { parseListQuery } from '@/contract/listQuery';
import { listableAreas, SUMMARY_PATH, summaryQueryError, type AreaSummary, type Summary } from '@/contract/summary';
import type { ServerContext } from '../context';
import { requireSignIn, type Env, type Principal } from '../auth/principal';
import { rowLimitOf } from './rowAccess';
import { countOf, keptCounts } from './counts';
import { whereOf } from './listQuery';

/*
 * GET /v1/summary (src/contract/summary.ts): for each area the caller may list, its live records' count (the count
 * its unfiltered list shows) and its latest change (the first row of its list sorted by updatedAt, descending).
 * Two queries whatever the number of areas: the kept counts, and one max(updatedAt) per table in a UNION ALL, each
 * answered from the table's updatedAt index.
 */

/** The latest updatedAt of each area's live records, in ISO 8601 UTC (null for an area without any). */
async function latestChanges(
  context: ServerContext,
  areas: readonly string[],
  limits: ReadonlyMap<string, SQL>,
): Promise<Map<string, string | null>> {
  const latest = areas.map((name) => {
    const table = context.schema.areas[name];
    return context.db
      .select({ name: sql<string>`${name}::text`.as('name'), updatedAt: max(table.updatedAt) })
      .from(table)
      .where(and(isNull(table.deletedAt), limits.get(name)));
  });
  const [first, second, ...rest] = latest;
  const rows = second ? await unionAll(first, second, ...rest) : await first;
  // Each driver reads a timestamp its own way; the API answers ISO 8601 UTC.
  return new Map(rows.map((row) => [row.name, row.updatedAt == null ? null : new Date(row.updatedAt).toISOString()]));
}

/** The total an area's unfiltered list shows the caller, for an area the kept counts do not hold or a row limit. */
async function liveCount(context: ServerContext, area: string, rowLimit: SQL | undefined): Promise<number> {
  const declaration = modelOf(area);
  const parsed = parseListQuery(declaration, new URLSearchParams());
  if ('error' in parsed) throw new Error(`The default list query of ${area} is refused`);
  const table = context.schema.areas[area];
  const where = whereOf(table, parsed.query, rowLimit);
  return (await countOf(context, area, table, parsed.query, where, Boolean(rowLimit))).total;
}

/** The summary of `areas` as `principal` sees them: of a role limited to some records, those records only. */
export async function summaryOf(
  context: ServerContext,
  areas: readonly string[],
  principal: Principal,
): Promise<Summary> {
  if (!areas.length) return { areas: [] };
  const limits = new Map<string, SQL>();
  for (const name of areas) {
    const limit = rowLimitOf(principal, 'read', name, context.schema.areas[name]);
    if (limit) limits.set(name, limit);
  }
  const [counts, changes] = await Promise.all([keptCounts(context, areas), latestChanges(context, areas, limits)]);
  const summaries: AreaSummary[] = [];
  for (const name of areas)
    summaries.push({
      name,
      total: (limits.has(name) ? undefined : counts.get(name)) ?? (await liveCount(context, name, limits.get(name))),
      updatedAt: changes.get(name) ?? null,
    });
  return { areas: summaries };
}

export function summaryRoutes(context: ServerContext) {
  const app = new Hono<Env>();
  app.get(SUMMARY_PATH, requireSignIn(context), async (c) => {
    const refused = summaryQueryError(new URL(c.req.url).searchParams);
    if (refused) return c.json(refused, 400);
    const principal = c.get('principal');
    return c.json(await summaryOf(context, listableAreas(principal.ability), principal));
  });
  return app;
}
