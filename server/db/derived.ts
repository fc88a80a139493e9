import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { areaModels, buildSchema } from './schema';
import type { Db } from './client';
import { sha256 } from '../digest';

/*
 * What the declarations derive beyond drizzle-kit's tables, applied (idempotently) at every start after the
 * migrations, so a new area gets it without a hand-written migration:
 * - trigram indexes on each list's search fields (pg_trgm), so a `q` search does not scan the table;
 * - statement-level triggers that keep `area_counts` (live records per area) exact in the writing transaction, so an
 *   unfiltered list reads its total instead of counting a million rows. The counts are recomputed at start.
 */
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** One statement each: a prepared query holds a single statement. */
const liveIn = (rows: string) => `(select count(*) from ${rows} where "deletedAt" is null)`;
const countFunction = (
  event: string,
  change: string,
) => `create or replace function area_count_${event}() returns trigger language plpgsql as $$
begin
  update area_counts set live = live ${change} where area = TG_TABLE_NAME;
  return null;
end $$`;
const COUNT_FUNCTIONS = [
  countFunction('inserted', `+ ${liveIn('new_rows')}`),
  countFunction('deleted', `- ${liveIn('old_rows')}`),
  countFunction('updated', `+ ${liveIn('new_rows')} - ${liveIn('old_rows')}`),
];

function triggersOf(table: string): string[] {
  const name = ident(table);
  const trigger = (event: string, transition: string) => [
    `drop trigger if exists ${ident(`${table}_count_${event}`)} on ${name}`,
    `create trigger ${ident(`${table}_count_${event}`)} after ${event} on ${name} referencing ${transition} for each statement execute function area_count_${event.replace(/e?$/, 'ed')}()`,
  ];
  return [
    ...trigger('insert', 'new table as new_rows'),
    ...trigger('delete', 'old table as old_rows'),
    ...trigger('update', 'old table as old_rows new table as new_rows'),
  ];
}

/** The fingerprint of the derived statements last applied, kept as the count function's comment. */
async function appliedFingerprint(db: Db): Promise<string | null> {
  const result = await db.execute(
    sql.raw(`select obj_description(to_regproc('area_count_inserted'), 'pg_proc') as "fingerprint"`),
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    fingerprint: string | null;
  }>;
  return rows[0]?.fingerprint ?? null;
}

/**
 * Applies what the declarations derive. The functions, triggers and indexes only when they changed since they were
 * last applied (their fingerprint is kept in the database), so a start does not lock every table to rebuild the
 * same triggers; the live counts every time.
 */
export async function applyDerived(db: Db): Promise<void> {
  const schema = await buildSchema();
  const tables = Object.values(schema.areas).map((table) => getTableName(table));
  const searchFields = Object.fromEntries(
    areaModels.map((declaration) => {
      const columns = getTableColumns(schema.areas[declaration.name]);
      return [declaration.name, declaration.list.search.filter((field) => columns[field]?.columnType === 'PgText')];
    }),
  );
  const structure = [
    ...COUNT_FUNCTIONS,
    ...tables.flatMap((name) => [
      ...triggersOf(name),
      ...(searchFields[name] ?? []).map(
        (field) =>
          `create index if not exists ${ident(`${name}_${field}_trgm_idx`)} on ${ident(name)} using gin (lower(${ident(field)}) gin_trgm_ops)`,
      ),
    ]),
  ];
  const fingerprint = await sha256(structure.join(';\n'));
  await db.execute(sql.raw('create extension if not exists pg_trgm'));
  await db.transaction(async (tx) => {
    if ((await appliedFingerprint(tx as unknown as Db)) !== fingerprint) {
      for (const statement of structure) await tx.execute(sql.raw(statement));
      await tx.execute(sql.raw(`comment on function area_count_inserted() is '${fingerprint}'`));
    }
    for (const name of tables) {
      await tx.execute(
        sql.raw(`insert into area_counts (area, live) select '${name.replace(/'/g, "''")}', count(*) from ${ident(name)} where "deletedAt" is null
        on conflict (area) do update set live = excluded.live`),
      );
    }
  });
}
