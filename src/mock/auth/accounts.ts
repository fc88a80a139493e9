import {
  abilityFromRules,
  DEFAULT_RULES,
  rulesOfRole,
  sessionUserOf,
  type Ability,
  type AccountRecord,
  type RoleRecord,
} from '@/contract/identity';
import type { AbilityRule, SessionUser } from '@/contract/types';
import { mockDb } from '../db';

/*
 * One identity store: everyone who signs in is a record of the `admin` collection, and the permission matrix of their
 * `role` is what they may do (server/auth/principal.ts does the same over its tables). A token's subject is the
 * admin record's id; the record and its role are read again on every request, so a role change or a deactivated
 * account applies at once.
 */
export interface Account extends AccountRecord {
  id: number;
  passwordHash?: string | null;
  lastSignInAt?: string | null;
  version?: number;
}

export interface Principal {
  account: Account;
  role: RoleRecord | null;
  rules: AbilityRule[];
  ability: Ability;
  user: SessionUser;
}

/** Accounts that are not in the trash (a trashed account cannot sign in, refresh or act). */
const admins = () =>
  (mockDb().getCollection('admin').items as Account[]).filter((a) => (a as { deletedAt?: unknown }).deletedAt == null);
const roles = () => mockDb().getCollection('role').items as RoleRecord[];

/** The account with this id or e-mail (case-insensitive), as stored (a copy). */
export function findAccount(where: { id?: number; email?: string }): Account | undefined {
  const email = where.email?.trim().toLowerCase();
  const found = admins().find((a) =>
    where.id !== undefined ? Number(a.id) === where.id : a.email.trim().toLowerCase() === email,
  );
  return found ? structuredClone(found) : undefined;
}

export function roleOf(id: unknown): RoleRecord | undefined {
  if (id === null || id === undefined) return undefined;
  const role = roles().find((r) => String(r.id) === String(id));
  return role ? structuredClone(role) : undefined;
}

export const isActive = (account: Account | undefined): account is Account =>
  Boolean(account) && account!.status !== 'inactive';

export function principalOf(account: Account): Principal {
  const role = roleOf(account.roleId) ?? null;
  const roleRules = rulesOfRole(role);
  const rules = roleRules.length ? roleRules : DEFAULT_RULES;
  return { account, role, rules, ability: abilityFromRules(rules), user: sessionUserOf(account, role) };
}

/** The principal behind a token subject (an admin id), when that account exists and is active. */
export function principalForSubject(sub: string): Principal | null {
  const id = /^\d{1,9}$/.test(sub) ? Number(sub) : NaN;
  const account = Number.isSafeInteger(id) ? findAccount({ id }) : undefined;
  return isActive(account) ? principalOf(account) : null;
}

/** The session user behind a token subject, with the abilities their role grants now. */
export const userForSubject = (sub: string): SessionUser | null => principalForSubject(sub)?.user ?? null;
