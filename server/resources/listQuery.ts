import { and, asc, desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Filter, ListQuery } from '@/contract/listQuery';
import type { AreaTable } from '../db/tables';

/* A checked list query (src/contract/listQuery.ts) as SQL. Values are always bound parameters. */

const columnOf = (table: AreaTable, field: string) => (table as unknown as Record<string, AnyPgColumn>)[field];

/** Text fields sort case-insensitively in code-point order, as the worker does. */
function isText(column: AnyPgColumn) {
  return column.dataType === 'string' && column.columnType === 'PgText';
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
      return sql`strpos(lower(${column}::text), ${filter.value.toLowerCase()}) > 0`;
    case 'has':
      return sql`${filter.value} = any(${column})`;
  }
}

export function whereOf(table: AreaTable, query: ListQuery): SQL | undefined {
  const conditions = query.filters.map((filter) => conditionOf(table, filter));
  if (query.q) {
    const needle = query.q.toLowerCase();
    conditions.push(or(...query.search.map((field) => sql`strpos(lower(${columnOf(table, field)}::text), ${needle}) > 0`))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export function orderOf(table: AreaTable, query: ListQuery): SQL[] {
  const column = columnOf(table, query.sort.field);
  const direction = query.sort.order === 'ASC' ? sql`asc` : sql`desc`;
  const primary = isText(column) ? sql`lower(${column}) collate "C" ${direction}` : query.sort.order === 'ASC' ? asc(column) : desc(column);
  return [primary, asc(columnOf(table, 'id'))];
}
