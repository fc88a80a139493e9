import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { AreaModel } from '@schemas/kit/model';
import type { ListQuery } from '@/contract/listQuery';
import type { ServerContext } from '../context';
import type { AreaTable } from '../db/tables';
import { countLimitOf, countOf, isNarrowed, keptCountColumn, matchesOf, plannedRows, type ListTotal } from './counts';
import { orderOf } from './listQuery';
import { publicColumns } from './serialize';
import { PAGE, RECORD_JSON, type RecordJson } from './recordJson';

type Row = Record<string, unknown>;
/** The window count's column in a one-query page (no field is named so: names are identifiers). */
const TOTAL = '$total';

type PagePlaceholders = { limit: number; offset: number };
type PreparedPage = { execute(placeholders: PagePlaceholders): Promise<unknown[]> };
/** Per database, per selection, per sort: the statement of a page of every live record (most lists ask for it). */
const preparedPages = new WeakMap<object, WeakMap<object, Map<string, PreparedPage>>>();
let preparedCount = 0;

/**
 * A page of every live record, by a statement built once and prepared (PostgreSQL plans it once per connection):
 * `prepare` makes it the first time, with placeholders for the range.
 */
function wholePage(
  context: ServerContext,
  declaration: AreaModel,
  /** The page's shape: its selection, or its JSON (one object each, see publicColumns and recordJsonOf). */
  shape: object,
  query: ListQuery,
  prepare: (name: string) => PreparedPage,
) {
  let bySelection = preparedPages.get(context.db);
  if (!bySelection) preparedPages.set(context.db, (bySelection = new WeakMap()));
  let bySort = bySelection.get(shape);
  if (!bySort) bySelection.set(shape, (bySort = new Map()));
  const sort = `${query.sort.field} ${query.sort.order}`;
  let prepared = bySort.get(sort);
  if (!prepared) {
    prepared = prepare(`list_${declaration.name.replace(/-/g, '_')}_${++preparedCount}`);
    bySort.set(sort, prepared);
  }
  const [first, last] = query.range;
  return prepared.execute({ limit: last - first + 1, offset: first });
}

/**
 * A list page and its total. Not narrowed (every live record), one query: the page with the trigger-kept count.
 * Narrowed to few matches (the planner expects at most the exact-count limit), one query:
 * the page with `count(*) over ()`, which finds the matches once (a search's trigram scan is most of its cost).
 * Otherwise two: the page walks the sort index and stops after its rows (a window count would sort every match),
 * then the total (server/areas/counts.ts: kept, counted up to the limit, or estimated).
 */
export async function listPage(
  context: ServerContext,
  declaration: AreaModel,
  table: AreaTable,
  query: ListQuery,
  where: SQL | undefined,
  /** Whether `where` holds the caller's row limit (server/areas/rowAccess.ts). */
  restricted = false,
  /** Each row as its JSON text (server/areas/recordJson.ts) instead of its public fields. */
  json?: RecordJson,
): Promise<{ rows: Row[] } & ListTotal> {
  const [first, last] = query.range;
  const columns = publicColumns(declaration, table);
  // The fewest records there are, given a page: a full one may have more after it (an estimate leaves a next page).
  const seenAfter = (rows: Row[]) => first + rows.length + (rows.length === last - first + 1 ? 1 : 0);
  /**
   * A page of `selection`'s rows, between `limit` and `offset` (numbers, or placeholders). As JSON, each row's text
   * is built over the page alone (the page read as a subquery): in the same select, a window count or a sort would
   * build it for every match.
   */
  const page = (selection: SelectedFields, limit: number | Placeholder, offset: number | Placeholder) => {
    const rows = context.db
      .select(selection)
      .from(table)
      .where(where)
      .orderBy(...orderOf(table, query))
      .limit(limit)
      .offset(offset);
    if (!json) return rows;
    const outer: SelectedFields = { [RECORD_JSON]: json.record };
    if (TOTAL in selection) outer[TOTAL] = sql.raw(`"${PAGE}"."${TOTAL}"`);
    return context.db.select(outer).from(rows.as(PAGE));
  };
  // Not narrowed: one query, the page carrying the kept count (past the last row, or without one, counted below).
  const narrowed = isNarrowed(query, restricted);
  if (!narrowed) {
    const rows = (await wholePage(context, declaration, json ?? columns, query, (name) =>
      page(
        { ...columns, [TOTAL]: keptCountColumn(context, declaration.name).as(TOTAL) },
        sql.placeholder('limit'),
        sql.placeholder('offset'),
      ).prepare(name),
    )) as Row[];
    const kept = rows[0]?.[TOTAL];
    for (const row of rows) delete row[TOTAL];
    if (kept != null) return { rows, total: Number(kept), estimated: false };
    if (rows.length)
      return { rows, ...(await countOf(context, declaration.name, table, query, where, false, seenAfter(rows))) };
  }
  // Asked once: the estimate below reuses it.
  const planned = narrowed ? await plannedRows(context.db, matchesOf(context, table, where).getSQL()) : undefined;
  if (planned !== undefined && planned <= countLimitOf(context)) {
    const rows = (await page(
      { ...columns, [TOTAL]: sql<number>`count(*) over ()`.mapWith(Number).as(TOTAL) },
      last - first + 1,
      first,
    )) as Row[];
    // Past the last match no row carries the total: counted below.
    if (rows.length) {
      const total = Number(rows[0][TOTAL]);
      for (const row of rows) delete row[TOTAL];
      return { rows, total, estimated: false };
    }
  }
  const rows = (await page(columns, last - first + 1, first)) as Row[];
  return {
    rows,
    ...(await countOf(context, declaration.name, table, query, where, restricted, seenAfter(rows), planned)),
  };
}
