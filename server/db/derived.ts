import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { areaModels, buildSchema } from './schema';
import type { Db } from './types';
import { sha256 } from '../digest';
import { rowsOf } from './rows';
import { EVENTS_CHANNEL, PRINCIPALS_CHANNEL } from '../events/channels';

/*
 * What the declarations derive beyond drizzle-kit's tables, applied (idempotently) at every start after the
 * migrations, so a new area gets it without a hand-written migration:
 * - trigram indexes on each list's search fields (pg_trgm), so a `q` search does not scan the table;
 * - statement-level triggers that keep `area_counts` (live records per area) exact in the writing transaction, so an
 *   unfiltered list reads its total instead of counting a million rows. The counts are taken when the triggers are
 *   (re)made or an area has none.
 */
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A trigger function that runs one statement (one statement each: a prepared query holds a single statement). */
const triggerFunction = (name: string, statement: string) =>
  `create or replace function ${name}() returns trigger language plpgsql as $$
begin
  ${statement};
  return null;
end $$`;
const liveIn = (rows: string) => `(select count(*) from ${rows} where "deletedAt" is null)`;
const countFunction = (event: string, change: string) =>
  triggerFunction(`area_count_${event}`, `update area_counts set live = live ${change} where area = TG_TABLE_NAME`);
const COUNT_FUNCTIONS = [
  countFunction('inserted', `+ ${liveIn('new_rows')}`),
  countFunction('deleted', `- ${liveIn('old_rows')}`),
  countFunction('updated', `+ ${liveIn('new_rows')} - ${liveIn('old_rows')}`),
];

/**
 * Every committed change is one activity row (written in the change's transaction), so its id, sent by NOTIFY, is the
 * change's event: PostgreSQL delivers a NOTIFY at commit and never for a rolled-back transaction (server/events/).
 */
const EVENT_NOTICE = [
  triggerFunction('activity_notified', `perform pg_notify('${EVENTS_CHANNEL}', new.id::text)`),
  `drop trigger if exists "activity_notify" on "activity"`,
  `create trigger "activity_notify" after insert on "activity" for each row execute function activity_notified()`,
];

/**
 * A committed change to an account, a role or a session's revocation is announced on PRINCIPALS_CHANNEL, so every
 * process drops the principals it keeps for them (server/auth/principalCache.ts); emptying one of those tables drops
 * all of them. The trigger's arguments: what the notice names, and the column that says which one.
 */
function principalNotices(tables: { account: string; role: string; sessions: string }): string[] {
  const notify = (kind: string, column: string) =>
    `perform pg_notify('${PRINCIPALS_CHANNEL}', '${kind}:' || (case when TG_OP = 'DELETE' then old.${ident(column)} else new.${ident(column)} end)::text)`;
  const rowTrigger = (table: string, name: string, events: string, when: string, notice: string) => [
    `drop trigger if exists ${ident(name)} on ${ident(table)}`,
    `create trigger ${ident(name)} after ${events} on ${ident(table)} for each row ${when} execute function ${notice}`,
  ];
  const emptied = (table: string) => [
    `drop trigger if exists ${ident(`${table}_principals_emptied`)} on ${ident(table)}`,
    `create trigger ${ident(`${table}_principals_emptied`)} after truncate on ${ident(table)} for each statement execute function principals_emptied()`,
  ];
  return [
    triggerFunction('account_changed', notify('account', 'id')),
    triggerFunction('role_changed', notify('role', 'id')),
    triggerFunction('session_ended', notify('session', 'family')),
    triggerFunction('principals_emptied', `perform pg_notify('${PRINCIPALS_CHANNEL}', '*')`),
    ...rowTrigger(tables.account, `${tables.account}_principal_changed`, 'update or delete', '', 'account_changed()'),
    ...rowTrigger(tables.role, `${tables.role}_principal_changed`, 'update or delete', '', 'role_changed()'),
    ...rowTrigger(
      tables.sessions,
      `${tables.sessions}_session_ended`,
      'update of "revokedAt"',
      'when (old."revokedAt" is null and new."revokedAt" is not null)',
      'session_ended()',
    ),
    ...rowTrigger(tables.sessions, `${tables.sessions}_session_deleted`, 'delete', '', 'session_ended()'),
    ...[tables.account, tables.role, tables.sessions].flatMap(emptied),
  ];
}

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
  const [row] = await rowsOf<{ fingerprint: string | null }>(
    db,
    sql.raw(`select obj_description(to_regproc('area_count_inserted'), 'pg_proc') as "fingerprint"`),
  );
  return row?.fingerprint ?? null;
}

/** The statements the declarations derive, the areas' tables, and their fingerprint. */
async function derivedStructure() {
  const schema = await buildSchema();
  const tables = Object.values(schema.areas).map((table) => getTableName(table));
  const searchFields = Object.fromEntries(
    areaModels.map((declaration) => {
      const columns = getTableColumns(schema.areas[declaration.name]);
      return [declaration.name, declaration.list.search.filter((field) => columns[field]?.columnType === 'PgText')];
    }),
  );
  const statements = [
    ...COUNT_FUNCTIONS,
    ...EVENT_NOTICE,
    ...principalNotices({
      account: getTableName(schema.areas.admin),
      role: getTableName(schema.areas.role),
      sessions: getTableName(schema.system.refreshTokens),
    }),
    ...tables.flatMap((name) => [
      ...triggersOf(name),
      ...(searchFields[name] ?? []).map(
        (field) =>
          `create index if not exists ${ident(`${name}_${field}_trgm_idx`)} on ${ident(name)} using gin (lower(${ident(field)}) gin_trgm_ops)`,
      ),
    ]),
  ];
  return { statements, tables, fingerprint: await sha256(statements.join(';\n')) };
}

/** Whether the derived structure is the one the declarations ask for and every area has its kept count. */
export async function derivedCurrent(db: Db, structure?: Awaited<ReturnType<typeof derivedStructure>>) {
  const { tables, fingerprint } = structure ?? (await derivedStructure());
  if ((await appliedFingerprint(db)) !== fingerprint) return false;
  const [counted] = await rowsOf<{ areas: string | number }>(
    db,
    sql.raw(`select count(*) as "areas" from area_counts where area in (${tables.map(quote).join(', ')})`),
  );
  return Number(counted?.areas ?? 0) === tables.length;
}

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Applies what the declarations derive, when it changed since it was last applied (its fingerprint is kept in the
 * database), and then counts every area's live records once; from then on the triggers keep the counts exact. A
 * start whose structure is current touches nothing (see `derivedCurrent`), so it locks no table another process uses.
 */
export async function applyDerived(db: Db): Promise<void> {
  const structure = await derivedStructure();
  const { statements, tables, fingerprint } = structure;
  if (await derivedCurrent(db, structure)) return;
  await db.execute(sql.raw('create extension if not exists pg_trgm'));
  await db.transaction(async (tx) => {
    if ((await appliedFingerprint(tx as unknown as Db)) !== fingerprint) {
      for (const statement of statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql.raw(`comment on function area_count_inserted() is '${fingerprint}'`));
    }
    for (const name of tables) {
      await tx.execute(
        sql.raw(`insert into area_counts (area, live) select ${quote(name)}, count(*) from ${ident(name)} where "deletedAt" is null
        on conflict (area) do update set live = excluded.live`),
      );
    }
  });
}
