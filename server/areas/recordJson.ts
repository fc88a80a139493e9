import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AreaModel } from '@schemas/kit/model';
import { ACTIVITY_AREA } from '@/contract/activity';
import type { AreaTable } from '../db/tables';
import { derivedOnReadOf } from './hooks';
import { publicColumns } from './serialize';

/** The selection's name for a record's JSON text (no field is named so: names are identifiers). */
export const RECORD_JSON = '$record';
/** What a list's page is called where each record's JSON is built over it (server/areas/listPage.ts). */
export const PAGE = 'page';
/** The header `c.json` sets, for a body the database wrote. */
export const JSON_TYPE = { 'Content-Type': 'application/json' };

/** json_build_object takes at most 100 arguments: a name and a value per field. */
const MAX_FIELDS = 50;
/** Field names go into the SQL as they are: only plain identifiers (every field name is one) take this path. */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** A timestamp as `serialize` writes it (Date#toISOString): UTC, milliseconds, `Z`. The columns keep milliseconds. */
const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A record's JSON text, built over the page's columns; one object per table and hidden fields (it keys statements). */
export type RecordJson = { record: SQL<string> };

const built = new WeakMap<AreaTable, Map<string, RecordJson | null>>();

function fieldValue(name: string, column: AnyPgColumn): string {
  const value = `"${PAGE}"."${name}"`;
  if (column.columnType !== 'PgTimestampString' && column.columnType !== 'PgTimestamp') return value;
  const utc = (column as { withTimezone?: boolean }).withTimezone ? `${value} at time zone 'UTC'` : value;
  return `to_char(${utc}, ${ISO_UTC})`;
}

/**
 * Each record of a list as the API answers it, as JSON text the database writes (server/areas/routes.ts joins them
 * into the body): the same fields and values as `serialize` and `shownTo` give, without reading every field into an
 * object and writing it out again (on PGlite, PGlite's reading of each field and ours were most of a list's time).
 * Undefined where the answer needs code: fields the model derives when read, the audit trail's per-field filtering,
 * more fields than one json_build_object takes.
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
      fields.every(([name, column]) => IDENTIFIER.test(name) && column.name === name)
    ) {
      const pairs = fields.map(([name, column]) => `'${name}', ${fieldValue(name, column)}`);
      json = { record: sql.raw(`json_build_object(${pairs.join(', ')})::text`) as SQL<string> };
    }
    forTable.set(key, json);
  }
  return json ?? undefined;
}
