import { and, asc, desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Filter, ListQuery } from '@/contract/listQuery';
import type { AreaTable } from '../db/tables';
import { column as columnOf } from '../db/column';

/* A checked list query (src/contract/listQuery.ts) as SQL. Values are always bound parameters. */

/** Text fields sort case-insensitively in code-point order, as the worker does. */
function isText(column: AnyPgColumn) {
  return column.dataType === 'string' && column.columnType === 'PgText';
}

/** The `like` pattern of a literal, case-insensitive "contains" (its wildcards escaped). */
export const containsPattern = (needle: string) => `%${needle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A literal, case-insensitive "contains" as `lower(column) like`, which the trigram indexes on lower(column) serve. */
function containsText(column: AnyPgColumn, needle: string): SQL {
  const pattern = containsPattern(needle);
  return isText(column) ? sql`lower(${column}) like ${pattern}` : sql`lower(${column}::text) like ${pattern}`;
}

function conditionOf(table: AreaTable, filter: Filter): SQL {
  const column = columnOf(table, filter.field);
  switch (filter.op) {
    case 'eq':
      return sql`${column} = ${filter.value}`;
    case 'in':
      return filter.value.length ? inArray(column, filter.value) : sql`false`;
    case 'gte':
      return sql`${column} >= ${filter.value}`;
    case 'lte':
      return sql`${column} <= ${filter.value}`;
    case 'contains':
      return containsText(column, filter.value);
    case 'has':
      return sql`${filter.value} = any(${column})`;
  }
}

/** A list query's conditions, within `rowLimit`: the records the caller may read (server/areas/rowAccess.ts). */
export function whereOf(table: AreaTable, query: ListQuery, rowLimit?: SQL): SQL | undefined {
  const deletedAt = columnOf(table, 'deletedAt');
  const conditions = [
    query.trashed ? sql`${deletedAt} is not null` : sql`${deletedAt} is null`,
    ...(rowLimit ? [rowLimit] : []),
    ...query.filters.map((filter) => conditionOf(table, filter)),
  ];
  if (query.q) {
    const needle = query.q.toLowerCase();
    conditions.push(or(...query.search.map((field) => containsText(columnOf(table, field), needle)))!);
  }
  return and(...conditions);
}

/** What a list sorts on first: its column, and the value compared (a text column's lower case, in code-point order). */
export function sortKeyOf(table: AreaTable, query: ListQuery): { column: AnyPgColumn; key: SQL | AnyPgColumn } {
  const column = columnOf(table, query.sort.field);
  return { column, key: isText(column) ? sql`lower(${column}) collate "C"` : column };
}

/** A list's order: its sort, then the id (ascending), so that every row has one place. */
export function orderOf(table: AreaTable, query: ListQuery): SQL[] {
  const { key } = sortKeyOf(table, query);
  const primary = query.sort.order === 'ASC' ? asc(key) : desc(key);
  return [primary, asc(columnOf(table, 'id'))];
}
