import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { Action } from '@/routes/types';
import { isDeclared } from '@/admin-kit/registry';
import type { AbilityRule, AccountKind, SessionUser } from './types';

/*
 * One identity store: everyone who signs in is a record of the admin area with a role, and the role's permission
 * matrix is what they may do. These rules are shared by the API server and the in-browser worker.
 */

export type Ability = MongoAbility<[Action, string]>;

/** The seed's default ability for a signed-in person without a role: read Auth. */
export const DEFAULT_RULES: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export interface RolePermission {
  subject: string;
  actions: readonly Action[];
}
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

export const abilityFromRules = (rules: readonly AbilityRule[]): Ability => createMongoAbility<[Action, string]>(rules as AbilityRule[]);

/** A role's permission matrix as CASL rules. */
export function rulesOfRole(role: RoleRecord | undefined | null): AbilityRule[] {
  return (role?.permissions ?? []).flatMap(({ subject, actions }) => actions.map((action) => ({ action, subject })));
}

/** Administrators may open some management area; everyone else is a client (seed section 6). */
export function accountKind(rules: readonly AbilityRule[]): AccountKind {
  return rules.some((rule) => rule.subject === 'all' || isDeclared(rule.subject)) ? 'admin' : 'client';
}

export const isManageAll = (rules: readonly AbilityRule[]) => rules.some((r) => r.subject === 'all' && r.action === 'manage');

/** The session user of an account: its abilities come from its role as it is now. */
export function sessionUserOf(account: AccountRecord, role: RoleRecord | undefined | null): SessionUser {
  const rules = rulesOfRole(role);
  const ability = rules.length ? rules : DEFAULT_RULES;
  return {
    id: account.id,
    fullName: account.fullName,
    username: usernameOf(account.email),
    email: account.email,
    avatar: account.avatar ?? '',
    role: accountKind(ability),
    ability,
    extras: { eCommerceCartItemsCount: 5 },
  };
}

/** Whether `holder` may grant every permission in `permissions` (nobody grants what they do not hold). */
export function grantsWithin(holder: Ability, permissions: readonly RolePermission[] | null | undefined): boolean {
  // A rule on `all` matches every subject, so only a holder of that same rule passes `can(action, 'all')`.
  return (permissions ?? []).every(({ subject, actions }) => actions.every((action) => holder.can(action, subject)));
}

/** The username a person signs up with, and the one the session shows: the e-mail's local part. */
export const usernameOf = (email: string) => email.split('@')[0];
