import { eq, sql } from 'drizzle-orm';
import { grantsWithin, type RoleRecord } from '@/contract/identity';
import { API_ERRORS } from '@/contract/types';
import type { ServerContext } from '../context';
import type { Db } from '../db/client';
import { fail } from '../http/errors';
import type { Principal } from '../auth/principal';

/*
 * The privilege ceiling on the identity areas: nobody grants what they do not hold (a role's permissions, or a role
 * given to an administrator), nobody changes their own role or status or deletes themselves, and at least one
 * active administrator always keeps `manage all`.
 */
type Row = Record<string, unknown>;

async function roleOf(context: ServerContext, db: Db, id: unknown): Promise<RoleRecord | undefined> {
  const role = context.schema.areas.role;
  const [row] = await db.select().from(role).where(eq(role.id, Number(id)));
  return row as RoleRecord | undefined;
}

export async function checkWrite(context: ServerContext, db: Db, principal: Principal, area: string, data: Row, existing?: Row) {
  if (area === 'role' && !grantsWithin(principal.ability, data.permissions as RoleRecord['permissions'])) {
    fail(400, API_ERRORS.invalid, { permissions: API_ERRORS.beyondOwnRights });
  }
  if (area !== 'admin') return;
  const self = existing && Number(existing.id) === principal.account.id;
  if (self && String(existing.roleId) !== String(data.roleId)) fail(400, API_ERRORS.invalid, { roleId: API_ERRORS.ownAccount });
  if (self && (existing.status ?? 'active') !== (data.status ?? 'active')) fail(400, API_ERRORS.invalid, { status: API_ERRORS.ownAccount });
  if (!existing || String(existing.roleId) !== String(data.roleId)) {
    const role = await roleOf(context, db, data.roleId);
    if (role && !grantsWithin(principal.ability, role.permissions)) fail(400, API_ERRORS.invalid, { roleId: API_ERRORS.beyondOwnRights });
  }
}

export function checkDelete(principal: Principal, area: string, existing: Row) {
  if (area === 'admin' && Number(existing.id) === principal.account.id) fail(403, API_ERRORS.ownAccount);
}

/** Fails (rolling the transaction back) when no active administrator with `manage all` would remain. */
export async function ensureAnAdministratorRemains(context: ServerContext, db: Db, area: string) {
  if (area !== 'admin' && area !== 'role') return;
  const { admin, role } = context.schema.areas;
  const result = await db.execute(sql`select count(*)::int as "count" from ${admin} join ${role} on ${role.id} = ${admin.roleId}
    where ${admin.status} = 'active' and ${role.permissions} @> '[{"subject":"all","actions":["manage"]}]'::jsonb`);
  const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Array<{ count: number }>;
  if (!rows[0]?.count) fail(409, API_ERRORS.lastAdministrator);
}
