import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import { subject } from '@casl/ability';
import { rulesFor, type Action, type RuleCondition } from '@schemas/kit/access';
import { API_ERRORS } from '@/contract/types';
import type { Row } from '@/contract/rules';
import type { Principal } from '../auth/principal';
import type { AreaTable } from '../db/tables';
import { fail } from '../http/errors';
import { column } from './write';

/*
 * Which records of an area a caller may act on, from the conditions of their role's rules (CASL's
 * `{ country: 'PT' }`, `{ createdBy: <own id> }`): as SQL for lists and counts, and per record for the rest. A rule
 * without conditions is the whole area. A record outside them is not found for reading and forbidden for writing.
 */

function conditionSql(table: AreaTable, field: string, condition: RuleCondition): SQL {
  const values = typeof condition === 'object' ? condition.$in : [condition];
  return values.length ? inArray(column(table, field), values) : sql`false`;
}

/**
 * The records `action` reaches as an SQL condition; undefined when a rule reaches the whole area (the caller is
 * limited by nothing, and lists may use the kept counts).
 */
export function rowLimitOf(principal: Principal, action: Action, area: string, table: AreaTable): SQL | undefined {
  const rules = rulesFor(principal.rules, action, area);
  if (!rules.length) return sql`false`;
  if (rules.some((rule) => !rule.conditions)) return undefined;
  const each = rules.map((rule) =>
    and(...Object.entries(rule.conditions!).map(([field, value]) => conditionSql(table, field, value))),
  );
  return each.length === 1 ? each[0] : or(...each);
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

/** A list's row limit: what the caller may read, and in the trash what they may also restore or purge. */
export function listLimitOf(principal: Principal, area: string, table: AreaTable, trashed: boolean): SQL | undefined {
  const read = rowLimitOf(principal, 'read', area, table);
  const restore = trashed ? rowLimitOf(principal, 'delete', area, table) : undefined;
  return read && restore ? and(read, restore) : (read ?? restore);
}

/** Whether the caller may purge any record of the area (a purged record can no longer be matched to conditions). */
export const mayPurgeAny = (principal: Principal, area: string, table: AreaTable) =>
  principal.ability.can('delete', area) && rowLimitOf(principal, 'delete', area, table) === undefined;
