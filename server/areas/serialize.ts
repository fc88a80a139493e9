import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AreaModel } from '@schemas/kit/model';
import { secretFields } from '@/contract/rules';
import type { AreaTable } from '../db/tables';

type Row = Record<string, unknown>;

/** Columns a response may carry: everything but secrets (hashes are never selected, so never sent). */
export function publicColumns(declaration: AreaModel, table: AreaTable): Record<string, AnyPgColumn> {
  const secrets = new Set(secretFields(declaration));
  return Object.fromEntries(
    Object.entries(getTableColumns(table) as Record<string, AnyPgColumn>).filter(([name]) => !secrets.has(name)),
  );
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
