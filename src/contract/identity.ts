import { createMongoAbility, type ForcedSubject, type MongoAbility } from '@casl/ability';
import {
  CREATED_BY,
  permissionsWithin,
  rulesFromPermissions,
  SELF,
  type Action,
  type Permission,
} from '@schemas/kit/access';
import { describeSchema } from '@schemas/kit/describe';
import { isArea, modelOf } from '@schemas/kit/registry';
import { key } from '@schemas/kit/validation';
import { API_ERRORS, type AbilityRule, type AccountKind, type SessionUser } from './types';

/*
 * One identity store: everyone who signs in is a record of the admin area with a role, and the role's permission
 * matrix is what they may do. The API server applies these rules; the app reads them to show what a role may do.
 */

/** A subject is an area's name, or a record of it tagged with the area (`subject(area, row)`) for conditions. */
export type Ability = MongoAbility<[Action, string | ForcedSubject<string>]>;

/** The seed's default ability for a signed-in person without a role: read Auth. */
export const DEFAULT_RULES: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export type RolePermission = Permission;
export interface RoleRecord {
  id: number | string;
  name?: string;
  permissions?: readonly RolePermission[] | null;
}
export interface AccountRecord {
  id: number | string;
  fullName: string;
  email: string;
  avatar?: string | null;
  roleId?: number | string | null;
  status?: string | null;
}

export const abilityFromRules = (rules: readonly AbilityRule[]): Ability =>
  createMongoAbility<[Action, string | ForcedSubject<string>]>(rules as AbilityRule[]);

/** A role's permissions as CASL rules, for the account `self` who holds it (their own records: `$self`). */
export const rulesOfRole = (role: RoleRecord | undefined | null, self?: number | string): AbilityRule[] =>
  rulesFromPermissions(role?.permissions, self);

/** Columns every record has, which a permission's fields may name too. */
const SYSTEM_FIELDS = ['id', 'createdAt', 'updatedAt', 'version', 'deletedAt', CREATED_BY];

/** What a role's permissions may name besides the areas: every subject, and the template's client pages. */
const OTHER_SUBJECTS = new Set(['all', 'Auth', 'ACL']);

/** The choices a condition may name: a choice field's values, or for `createdBy` an account id or `$self`. */
function conditionAllows(area: string, field: string, value: unknown): boolean {
  if (field === CREATED_BY) return value === SELF || (typeof value === 'number' && Number.isSafeInteger(value));
  const described = describeSchema(modelOf(area).schema).find((f) => f.source === field);
  return Boolean(described?.choices?.includes(String(value)) && typeof value === 'string');
}

/**
 * What in `permissions` names nothing this admin knows (a typo, or a probe such as `__proto__`): a subject; a field
 * its area lacks; a condition on anything but a choice field or `createdBy`, or a value outside its choices. Fields
 * and conditions apply to an area's records only. The error key for the `permissions` field, or null.
 */
export function permissionProblem(permissions: readonly RolePermission[]): string | null {
  for (const { subject, fields, conditions } of permissions) {
    if (!OTHER_SUBJECTS.has(subject) && !isArea(subject)) return key('unknownSubject');
    if (!fields && !conditions) continue;
    if (!isArea(subject)) return key('unknownPermissionField');
    const known = new Set([...describeSchema(modelOf(subject).schema).map((f) => f.source), ...SYSTEM_FIELDS]);
    if (fields?.some((name) => !known.has(name))) return key('unknownPermissionField');
    for (const [field, value] of Object.entries(conditions ?? {}))
      if (!(Array.isArray(value) ? value : [value]).every((one) => conditionAllows(subject, field, one)))
        return key('badCondition');
  }
  return null;
}

/** Administrators may open some management area; everyone else is a client (seed section 6). */
export function accountKind(rules: readonly AbilityRule[]): AccountKind {
  return rules.some((rule) => rule.subject === 'all' || isArea(rule.subject)) ? 'admin' : 'client';
}

export const isManageAll = (rules: readonly AbilityRule[]) =>
  rules.some((r) => r.subject === 'all' && r.action === 'manage');

/** The session user of an account: its abilities come from its role as it is now. */
export function sessionUserOf(account: AccountRecord, role: RoleRecord | undefined | null): SessionUser {
  const rules = rulesOfRole(role, account.id);
  const ability = rules.length ? rules : DEFAULT_RULES;
  return {
    id: account.id,
    fullName: account.fullName,
    username: usernameOf(account.email),
    email: account.email,
    avatar: account.avatar ?? '',
    role: accountKind(ability),
    ...(role?.name ? { roleName: role.name } : {}),
    ability,
    extras: { eCommerceCartItemsCount: 5 },
  };
}

/** Whether `holder` may grant every permission in `permissions` (nobody grants what they do not hold). */
export const grantsWithin = (holder: Ability, permissions: readonly RolePermission[] | null | undefined): boolean =>
  permissionsWithin(holder.rules as AbilityRule[], permissions);

/** An e-mail as the server compares it everywhere (lookup, lockout, the unique index's lower()): NFKC, trimmed, lower case. */
export const normalizeEmail = (email: string) => email.normalize('NFKC').trim().toLowerCase();

/** The username a person signs up with, and the one the session shows: the e-mail's local part. */
export const usernameOf = (email: string) => email.split('@')[0];

/** What the privilege ceiling refuses, as the answer to send. */
export interface PrivilegeProblem {
  status: 400 | 403;
  body: { message: string; errors?: Record<string, string> };
}
type Row = Record<string, unknown>;
const invalid = (field: string, message: string): PrivilegeProblem => ({
  status: 400,
  body: { message: API_ERRORS.invalid, errors: { [field]: message } },
});

/** Whether a write to an administrator gives them a (different) role, which must then be looked up. */
export const assignsRole = (area: string, data: Row, existing?: Row) =>
  area === 'admin' && (!existing || String(existing.roleId) !== String(data.roleId));

const strongerTarget: PrivilegeProblem = { status: 403, body: { message: API_ERRORS.strongerTarget } };

/**
 * The ceiling on a target as it is now: an account is acted on (edited, deleted, restored, purged) only by a caller
 * whose abilities hold everything the account's current role grants, and a role only by one who holds everything
 * it grants today. Without this a caller could act on someone stronger (take over an Administrator by setting a
 * password, or strip a stronger role).
 */
export function targetCeilingProblem(
  caller: { ability: Ability },
  area: string,
  current: TargetNow,
): PrivilegeProblem | null {
  if (area === 'admin' && !grantsWithin(caller.ability, current.role?.permissions)) return strongerTarget;
  if (area === 'role' && !grantsWithin(caller.ability, current.record.permissions as RoleRecord['permissions']))
    return strongerTarget;
  return null;
}

/** A target record as it is before the change, and for an account the role it holds now. */
export interface TargetNow {
  record: Row;
  role?: RoleRecord | null;
}

/**
 * The privilege ceiling on the identity areas, applied by the server: nobody acts on a target stronger than
 * themselves (`current`, see targetCeilingProblem), nobody grants what they do not hold (a role's new permissions, or
 * a role given to an administrator: `assignedRole`), and nobody changes their own role or status. The
 * last-administrator rule needs the whole table and is checked after the write.
 */
export function writePrivilegeProblem(
  caller: { ability: Ability; accountId: number },
  area: string,
  data: Row,
  current?: TargetNow,
  assignedRole?: RoleRecord | null,
): PrivilegeProblem | null {
  const existing = current?.record;
  if (current) {
    const problem = targetCeilingProblem(caller, area, current);
    if (problem) return problem;
  }
  if (area === 'role' && !grantsWithin(caller.ability, data.permissions as RoleRecord['permissions']))
    return invalid('permissions', API_ERRORS.beyondOwnRights);
  if (area !== 'admin') return null;
  const self = existing && Number(existing.id) === caller.accountId;
  if (self && String(existing.roleId) !== String(data.roleId)) return invalid('roleId', API_ERRORS.ownAccount);
  if (self && (existing.status ?? 'active') !== (data.status ?? 'active'))
    return invalid('status', API_ERRORS.ownAccount);
  if (assignedRole && !grantsWithin(caller.ability, assignedRole.permissions))
    return invalid('roleId', API_ERRORS.beyondOwnRights);
  return null;
}

/** Nobody deletes their own account, nor moves to the trash, restores or purges a target stronger than themselves. */
export function deletePrivilegeProblem(
  caller: { ability: Ability; accountId: number },
  area: string,
  current: TargetNow,
): PrivilegeProblem | null {
  if (area === 'admin' && Number(current.record.id) === caller.accountId)
    return { status: 403, body: { message: API_ERRORS.ownAccount } };
  return targetCeilingProblem(caller, area, current);
}
