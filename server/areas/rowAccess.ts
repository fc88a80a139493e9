import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import { subject } from '@casl/ability';
import { areaModels } from '@schemas/kit/registry';
import { rulesFor, type Action, type RuleCondition } from '@schemas/kit/access';
import { ACTIVITY_AREA } from '@/contract/activity';
import { API_ERRORS } from '@/contract/types';
import type { Row } from '@/contract/rules';
import type { Principal } from '../auth/principal';
import type { AreaTable } from '../db/tables';
import { column } from '../db/column';
import { schemaTables } from '../db/schema';
import { fail } from '../http/errors';

/*
 * Which records of an area a caller may act on, from the conditions of their role's rules (CASL's
 * `{ country: 'PT' }`, `{ createdBy: <own id> }`): as SQL for lists and counts, and per record for the rest. A rule
 * without conditions is the whole area. A record outside them is not found for reading and forbidden for writing.
 * Activity entries are rows of the areas they describe: the caller reads an entry only where they may read its
 * record now.
 */

function conditionSql(table: AreaTable, field: string, condition: RuleCondition): SQL {
  const values = typeof condition === 'object' ? condition.$in : [condition];
  return values.length ? inArray(column(table, field), values) : sql`false`;
}

/** The records the caller's own rules for `action` on `area` reach; undefined for the whole area. */
function ruleLimitOf(principal: Principal, action: Action, area: string, table: AreaTable): SQL | undefined {
  const rules = rulesFor(principal.rules, action, area);
  if (!rules.length) return sql`false`;
  if (rules.some((rule) => !rule.conditions)) return undefined;
  const each = rules.map((rule) =>
    and(...Object.entries(rule.conditions!).map(([field, value]) => conditionSql(table, field, value))),
  );
  return each.length === 1 ? each[0] : or(...each);
}

/**
 * The activity entries whose records the caller may read now: per area they may read, the ids inside their row
 * conditions (a purged record's entries only for those who may purge any, as its history). Undefined: all of them.
 */
function activityScopeOf(principal: Principal, activity: AreaTable): SQL | undefined {
  const { areas } = schemaTables();
  const area = column(activity, 'area');
  const recordId = column(activity, 'recordId');
  const scopes: SQL[] = [];
  let everything = true;
  for (const { name } of areaModels) {
    if (name === ACTIVITY_AREA) continue;
    const target = areas[name];
    if (!principal.ability.can('read', name)) {
      everything = false;
      continue;
    }
    const limit = ruleLimitOf(principal, 'read', name, target);
    if (mayReadPurged(principal, name, target)) {
      scopes.push(sql`${area} = ${name}`);
      continue;
    }
    everything = false;
    const ids = sql`select ${column(target, 'id')} from ${target}${limit ? sql` where ${limit}` : sql``}`;
    scopes.push(sql`(${area} = ${name} and ${recordId} in (${ids}))`);
  }
  if (everything) return undefined;
  return scopes.length ? sql`(${sql.join(scopes, sql` or `)})` : sql`false`;
}

/**
 * The records `action` reaches as an SQL condition; undefined when a rule reaches the whole area (the caller is
 * limited by nothing, and lists may use the kept counts).
 */
export function rowLimitOf(principal: Principal, action: Action, area: string, table: AreaTable): SQL | undefined {
  const own = ruleLimitOf(principal, action, area, table);
  if (area !== ACTIVITY_AREA || action !== 'read') return own;
  const scope = activityScopeOf(principal, table);
  return own && scope ? and(own, scope) : (own ?? scope);
}

/** Whether the caller may take `action` on this record of `area` (its conditions met). */
export const mayTouch = (principal: Principal, action: Action, area: string, row: Row) =>
  principal.ability.can(action, subject(area, { ...row }));

/** 403 unless the caller may take `action` on the record (as it is, or as a write would leave it). */
export function ensureMayTouch(principal: Principal, action: Action, area: string, row: Row) {
  if (!mayTouch(principal, action, area, row)) fail(403, API_ERRORS.forbidden);
}

/** 404 unless the caller may read the record: a record outside their conditions is not theirs to know of. */
export function ensureMayRead(principal: Principal, area: string, row: Row | undefined): Row {
  if (!row || !mayTouch(principal, 'read', area, row)) fail(404, API_ERRORS.notFound);
  return row!;
}

/**
 * The one guard order of every path that acts on a stored record (update, delete, restore, purge, revert, import,
 * undo, presence): 404 unless it exists and the caller may read it, then 403 unless they may take `action` on it.
 * Only after this may a path compare versions, check unique values and references, or run hooks, so no answer
 * (a 409's `current`, a 400 on a field) tells anything of a record outside the caller's conditions.
 */
export function ensureReachable(principal: Principal, action: Action, area: string, row: Row | undefined): Row {
  const found = ensureMayRead(principal, area, row);
  if (action !== 'read') ensureMayTouch(principal, action, area, found);
  return found;
}

/** A list's row limit: what the caller may read, and in the trash what they may also restore or purge. */
export function listLimitOf(principal: Principal, area: string, table: AreaTable, trashed: boolean): SQL | undefined {
  const read = rowLimitOf(principal, 'read', area, table);
  const restore = trashed ? rowLimitOf(principal, 'delete', area, table) : undefined;
  return read && restore ? and(read, restore) : (read ?? restore);
}

/**
 * Whether the caller may read what is left of a purged record (its history): a purged record can no longer be matched
 * to conditions, so only those who read and may purge every record of the area.
 */
export const mayReadPurged = (principal: Principal, area: string, table: AreaTable) =>
  principal.ability.can('read', area) &&
  ruleLimitOf(principal, 'read', area, table) === undefined &&
  principal.ability.can('delete', area) &&
  ruleLimitOf(principal, 'delete', area, table) === undefined;
