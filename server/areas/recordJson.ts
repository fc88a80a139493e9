import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AreaModel } from '@schemas/kit/model';
import { ACTIVITY_AREA } from '@/contract/activity';
import type { AreaTable } from '../db/tables';
import { derivedOnReadOf } from './hooks';
import { publicColumns } from './serialize';

/** json_build_object takes at most 100 arguments: a name and a value per field. */
const MAX_FIELDS = 50;
/** Field names go into the SQL as literals: only plain identifiers (every field name is one) take this path. */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A timestamp as `serialize` writes it (Date#toISOString): UTC, milliseconds, `Z`. The columns keep milliseconds. */
const ISO_UTC = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/** The selection's name for a record's JSON text (no field is named so: names are identifiers). */
export const RECORD_JSON = '$record';
/** The header `c.json` sets, for a body the database wrote. */
export const JSON_TYPE = { 'Content-Type': 'application/json' };

const built = new WeakMap<AreaTable, Map<string, RecordJson | null>>();

/** A selection of one column, each record's JSON text; one object per table and hidden fields (it keys prepared statements). */
export type RecordJson = { [RECORD_JSON]: SQL<string> };

function fieldValue(column: AnyPgColumn): SQL {
  if (column.columnType !== 'PgTimestampString' && column.columnType !== 'PgTimestamp') return sql`${column}`;
  const utc = (column as { withTimezone?: boolean }).withTimezone ? sql`${column} at time zone 'UTC'` : sql`${column}`;
  return sql`to_char(${utc}, ${sql.raw(`'${ISO_UTC}'`)})`;
}

/**
 * Each record of a list as the API answers it, as JSON text the database writes (server/areas/routes.ts joins them
 * into the body): the same fields and values as `serialize` and `shownTo` give, without reading every field into an
 * object and writing it out again (on PGlite that was about a third of a list's time). Undefined where the answer
 * needs code: fields the model derives when read, the audit trail's per-field filtering, more fields than one
 * json_build_object takes.
 */
export function recordJsonOf(
  declaration: AreaModel,
  table: AreaTable,
  hidden: ReadonlySet<string>,
): RecordJson | undefined {
  const key = [...hidden].sort().join(',');
  let forTable = built.get(table);
  if (!forTable) built.set(table, (forTable = new Map()));
  let json = forTable.get(key);
  if (json === undefined) {
    json = null;
    const fields = Object.entries(publicColumns(declaration, table)).filter(([name]) => !hidden.has(name));
    if (
      declaration.name !== ACTIVITY_AREA &&
      !derivedOnReadOf(declaration) &&
      fields.length <= MAX_FIELDS &&
      fields.every(([name]) => IDENTIFIER.test(name))
    ) {
      const pairs = fields.map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${fieldValue(column)}`);
      json = { [RECORD_JSON]: sql<string>`json_build_object(${sql.join(pairs, sql`, `)})::text` };
    }
    forTable.set(key, json);
  }
  return json ?? undefined;
}
