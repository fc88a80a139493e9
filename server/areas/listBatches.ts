import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AreaModel } from '@schemas/kit/model';
import type { ListQuery } from '@/contract/listQuery';
import type { Row } from '@/contract/rules';
import type { ServerContext } from '../context';
import type { AreaTable } from '../db/tables';
import { orderOf, sortKeyOf } from './listQuery';
import { publicColumns } from './serialize';
import { column } from './write';

/*
 * Every row a list query matches, in the list's order, a batch at a time (keyset pagination): each batch starts after
 * the previous batch's last row, found by its sort key and id through the sort's index, so a batch costs the same at
 * row 1,000 as at row 1,000,000 (an OFFSET would walk every row before it) and only one batch is held at a time. No
 * transaction is held open between batches (on PGlite it would stop every other request): a record changed meanwhile
 * is exported as it is when its batch is read.
 */

/** Where the last batch ended: its last row's sort key (as text, so that it binds back exactly) and id. */
interface Place {
  key: string | null;
  id: number;
}

/** The sort key's column in a batch's rows (no field is named so: names are identifiers). */
const KEY = '$key';

/** The rows after `place` in the list's order. PostgreSQL sorts nulls last going up, first going down. */
function after(table: AreaTable, query: ListQuery, place: Place): SQL {
  const { column: sorted, key } = sortKeyOf(table, query);
  const id = column(table, 'id');
  const up = query.sort.order === 'ASC';
  const nullKey = sql`${sorted} is null`;
  const laterId = sql`${id} > ${place.id}`;
  if (place.key === null) return up ? and(nullKey, laterId)! : or(and(nullKey, laterId), sql`${sorted} is not null`)!;
  const value = key === sorted ? sql`cast(${place.key} as ${sql.raw(sorted.getSQLType())})` : sql`${place.key}`;
  // `key >= value` bounds the index scan; the OR then skips the rows of `value` already sent.
  const beyond = up
    ? and(sql`${key} >= ${value}`, or(sql`${key} > ${value}`, laterId))!
    : and(sql`${key} <= ${value}`, or(sql`${key} < ${value}`, laterId))!;
  return up && !sorted.notNull ? or(beyond, nullKey)! : beyond;
}

/** The list's rows (public columns only: no secret is ever read) in batches of `size`, as the database has them. */
export async function* listBatches(
  context: ServerContext,
  declaration: AreaModel,
  table: AreaTable,
  query: ListQuery,
  where: SQL | undefined,
  size = 1000,
): AsyncGenerator<Row[]> {
  const { column: sorted, key } = sortKeyOf(table, query);
  const keyText = key === sorted ? sql<string | null>`${sorted}::text` : sql<string | null>`lower(${sorted})`;
  const columns = { ...publicColumns(declaration, table), [KEY]: keyText };
  let place: Place | undefined;
  for (;;) {
    const rows = (await context.db
      .select(columns)
      .from(table)
      .where(place ? and(where, after(table, query, place)) : where)
      .orderBy(...orderOf(table, query))
      .limit(size)) as Row[];
    const last = rows.at(-1);
    if (last) place = { key: last[KEY] as string | null, id: last.id as number };
    for (const row of rows) delete row[KEY];
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}
