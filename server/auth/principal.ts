import type { Context, MiddlewareHandler } from 'hono';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  abilityFromRules,
  normalizeEmail,
  DEFAULT_RULES,
  rulesOfRole,
  sessionUserOf,
  type RoleRecord,
} from '@/contract/identity';
import { API_ERRORS } from '@/contract/types';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import { verifyToken } from './tokens';
import type { Principal } from './principalType';

export type { Principal };

export type Env = { Variables: { principal: Principal } };

export async function findAccount(context: ServerContext, db: Db, where: { id?: number; email?: string }) {
  const admin = context.schema.areas.admin;
  const condition =
    where.id !== undefined ? eq(admin.id, where.id) : sql`lower(${admin.email}) = ${normalizeEmail(where.email ?? '')}`;
  // An account in the trash cannot sign in, refresh or act.
  const [account] = (await db
    .select()
    .from(admin)
    .where(and(condition, isNull(admin.deletedAt)))
    .limit(1)) as Array<Principal['account']>;
  return account;
}

/**
 * An account with its role and whether its session `family` (one of this account's) is still open, read in one query (every authenticated
 * request does this): a signed-out, replayed or reset session ends at once, not when its access token expires.
 */
export async function accountWithRole(context: ServerContext, db: Db, id: number, family: string) {
  const { admin, role } = context.schema.areas;
  const { refreshTokens } = context.schema.system;
  const [row] = await db
    .select({
      account: admin,
      role: { id: role.id, name: role.name, permissions: role.permissions },
      // The family must be this account's: a token naming another account's live session is no session at all.
      sessionOpen: sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.family} = ${family} and ${refreshTokens.accountId} = ${admin.id} and ${refreshTokens.revokedAt} is null)`,
    })
    .from(admin)
    .leftJoin(role, eq(role.id, admin.roleId))
    .where(and(eq(admin.id, id), isNull(admin.deletedAt)))
    .limit(1);
  return row as { account: Principal['account']; role: RoleRecord | null; sessionOpen: boolean } | undefined;
}

export async function principalOf(
  context: ServerContext,
  db: Db,
  account: Principal['account'],
  knownRole?: RoleRecord | null,
): Promise<Principal> {
  const roleTable = context.schema.areas.role;
  const [role] =
    knownRole !== undefined
      ? [knownRole ?? undefined]
      : account.roleId == null
        ? []
        : ((await db
            .select()
            .from(roleTable)
            .where(eq(roleTable.id, Number(account.roleId)))) as RoleRecord[]);
  const roleRules = rulesOfRole(role, account.id);
  const rules = roleRules.length ? roleRules : DEFAULT_RULES;
  return { account, role: role ?? null, rules, ability: abilityFromRules(rules), user: sessionUserOf(account, role) };
}

export const isActive = (account: Principal['account'] | undefined) =>
  Boolean(account) && account!.status !== 'inactive';

/** 401 unless the request carries a valid access token of an active account; sets `principal`. */
export function requireSignIn(context: ServerContext): MiddlewareHandler<Env> {
  return async (c, next) => {
    // The Bearer scheme only; a bare token is refused.
    const bearer = /^Bearer (\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    const claims = await verifyToken(context, bearer, 'access');
    if (!claims) return unauthorized(c);
    const kept = context.principals?.get(claims.fam);
    if (kept && kept.account.id === Number(claims.sub)) {
      c.set('principal', kept);
      return next();
    }
    const mark = context.principals?.mark() ?? 0;
    const found = await accountWithRole(context, context.db, Number(claims.sub), claims.fam);
    if (!found || !found.sessionOpen || !isActive(found.account)) return unauthorized(c);
    const principal = { ...(await principalOf(context, context.db, found.account, found.role)), session: claims.fam };
    context.principals?.keep(claims.fam, principal, mark);
    c.set('principal', principal);
    await next();
  };
}

export const unauthorized = (c: Context) => c.json({ message: API_ERRORS.unauthorized }, 401);
