import { eq, sql } from 'drizzle-orm';
import {
  assignsRole,
  deletePrivilegeProblem,
  writePrivilegeProblem,
  type RoleRecord,
  type TargetNow,
} from '@/contract/identity';
import { API_ERRORS } from '@/contract/types';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import { rowsOf } from '../db/rows';
import { fail, HttpError } from '../http/errors';
import type { Principal } from '../auth/principal';

/*
 * The privilege ceiling on the identity areas (rules in src/contract/identity.ts), and the
 * rule that at least one active administrator always keeps `manage all`, checked in the write's transaction.
 */
type Row = Record<string, unknown>;

async function roleOf(context: ServerContext, db: Db, id: unknown): Promise<RoleRecord | undefined> {
  const role = context.schema.areas.role;
  const [row] = await db
    .select()
    .from(role)
    .where(eq(role.id, Number(id)));
  return row as RoleRecord | undefined;
}

/** The target as it is now: for an account, with the role it holds (what the ceiling compares against). */
async function targetNow(context: ServerContext, db: Db, area: string, record: Row): Promise<TargetNow> {
  return area === 'admin' && record.roleId != null
    ? { record, role: await roleOf(context, db, record.roleId) }
    : { record };
}

export async function checkWrite(
  context: ServerContext,
  db: Db,
  principal: Principal,
  area: string,
  data: Row,
  existing?: Row,
) {
  const assigned = assignsRole(area, data, existing) ? await roleOf(context, db, data.roleId) : undefined;
  const problem = writePrivilegeProblem(
    { ability: principal.ability, accountId: principal.account.id },
    area,
    data,
    existing ? await targetNow(context, db, area, existing) : undefined,
    assigned,
  );
  if (problem) throw new HttpError(problem.status, problem.body);
}

/** For a move to the trash, a restore and a purge alike. */
export async function checkDelete(context: ServerContext, db: Db, principal: Principal, area: string, existing: Row) {
  const problem = deletePrivilegeProblem(
    { ability: principal.ability, accountId: principal.account.id },
    area,
    await targetNow(context, db, area, existing),
  );
  if (problem) throw new HttpError(problem.status, problem.body);
}

/** Fails (rolling the transaction back) when no active administrator with `manage all` would remain. */
export async function ensureAnAdministratorRemains(context: ServerContext, db: Db, area: string) {
  if (area !== 'admin' && area !== 'role') return;
  const { admin, role } = context.schema.areas;
  const rows = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as "count" from ${admin} join ${role} on ${role.id} = ${admin.roleId}
    where ${admin.status} = 'active' and ${admin.deletedAt} is null and ${role.deletedAt} is null and ${role.permissions} @> '[{"subject":"all","actions":["manage"]}]'::jsonb`,
  );
  if (!rows[0]?.count) fail(409, API_ERRORS.lastAdministrator);
}
