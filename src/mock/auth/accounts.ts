import type { AbilityRule, SessionUser } from '@/auth/session';
import type { Action } from '@/routes/types';
import { mockDb } from '../db';
import { verifyPassword } from './passwords';

interface AuthUserRow extends SessionUser {
  passwordHash: string;
}
interface AdminRow {
  id: number;
  fullName: string;
  email: string;
  passwordHash?: string;
  roleId?: number;
  status?: string;
  avatar?: string;
}
interface RoleRow {
  id: number;
  name: string;
  permissions?: Array<{ subject: string; actions: Action[] }>;
}

const CART_COUNT = 5;
const collectionExists = (name: string) => mockDb().getCollectionNames().includes(name);
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const publicUser = ({ passwordHash: _hidden, ...user }: AuthUserRow): SessionUser => user;

export function findAuthUser(by: { email?: string; username?: string; id?: string }): AuthUserRow | undefined {
  return (mockDb().getAll('authUsers') as AuthUserRow[]).find(
    (u) => (by.email && sameEmail(u.email, by.email)) || (by.username && u.username === by.username) || (by.id && String(u.id) === by.id),
  );
}

/** A role's permission matrix as the ability list of the admins who hold it. */
export function abilitiesFromRole(role: RoleRow | undefined): AbilityRule[] {
  return (role?.permissions ?? []).flatMap(({ subject, actions }) => actions.map((action) => ({ action, subject })));
}

function adminAsSessionUser(admin: AdminRow): SessionUser {
  const role = admin.roleId !== undefined && collectionExists('role') ? (mockDb().getOne('role', admin.roleId) as RoleRow | undefined) : undefined;
  return {
    id: `admin-${admin.id}`, fullName: admin.fullName, username: admin.email.split('@')[0], email: admin.email,
    avatar: admin.avatar ?? '', role: 'admin', ability: abilitiesFromRole(role), extras: { eCommerceCartItemsCount: CART_COUNT },
  };
}

/** The session user for valid credentials: a sign-in account, or an active administrator of the admin area. */
export async function authenticate(email: string, password: string): Promise<SessionUser | null> {
  const account = findAuthUser({ email });
  if (account) return (await verifyPassword(password, account.passwordHash)) ? publicUser(account) : null;
  if (!collectionExists('admin')) return null;
  const admin = (mockDb().getAll('admin') as AdminRow[]).find((a) => sameEmail(a.email, email));
  if (!admin || admin.status === 'inactive' || !(await verifyPassword(password, admin.passwordHash))) return null;
  mockDb().updateOne('admin', admin.id, { lastSignInAt: new Date().toISOString() });
  return adminAsSessionUser(admin);
}

/** The current record behind a token subject (abilities may have changed since sign-in). */
export function userForSubject(sub: string): SessionUser | null {
  if (sub.startsWith('admin-')) {
    if (!collectionExists('admin')) return null;
    const admin = mockDb().getOne('admin', Number(sub.slice(6))) as AdminRow | undefined;
    return admin && admin.status !== 'inactive' ? adminAsSessionUser(admin) : null;
  }
  const account = findAuthUser({ id: sub });
  return account ? publicUser(account) : null;
}
