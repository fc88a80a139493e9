import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AreaModel } from '@schemas/kit/model';
import { secretFields } from '@/contract/rules';
import type { AreaTable } from '../db/tables';

type Row = Record<string, unknown>;

const publicByTable = new WeakMap<AreaTable, Record<string, AnyPgColumn>>();

/**
 * Columns a response may carry: everything but secrets (hashes are never selected, so never sent). One object per
 * table, shared: spread it to add to it. Its identity keys the list's prepared statements (server/areas/listPage.ts).
 */
export function publicColumns(declaration: AreaModel, table: AreaTable): Record<string, AnyPgColumn> {
  let columns = publicByTable.get(table);
  if (!columns) {
    const secrets = new Set(secretFields(declaration));
    columns = Object.fromEntries(
      Object.entries(getTableColumns(table) as Record<string, AnyPgColumn>).filter(([name]) => !secrets.has(name)),
    );
    publicByTable.set(table, columns);
  }
  return columns;
}

const TIMESTAMP = 'PgTimestampString';

/** A row as the API answers it: timestamps in ISO 8601 UTC, whichever driver read them. */
export function serialize(table: AreaTable, row: Row): Row {
  const columns = getTableColumns(table);
  const out: Row = {};
  for (const [name, value] of Object.entries(row)) {
    out[name] =
      columns[name]?.columnType === TIMESTAMP && typeof value === 'string' ? new Date(value).toISOString() : value;
  }
  return out;
}
