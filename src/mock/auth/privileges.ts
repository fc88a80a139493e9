import {
  assignsRole,
  deletePrivilegeProblem,
  isManageAll,
  rulesOfRole,
  writePrivilegeProblem,
  type RoleRecord,
} from '@/contract/identity';
import type { Row } from '@/contract/rules';
import { API_ERRORS } from '@/contract/types';
import { fail } from '../lib/httpErrors';
import { mockDb } from '../db';
import { roleOf, type Principal } from './accounts';

/*
 * The privilege ceiling on the identity areas (rules in src/contract/identity.ts, shared with the server), and the
 * rule that at least one active administrator always keeps `manage all`, checked after the write.
 */
export function checkWrite(principal: Principal, area: string, data: Row, existing?: Row) {
  const assigned = assignsRole(area, data, existing) ? roleOf(data.roleId) : undefined;
  const problem = writePrivilegeProblem(
    { ability: principal.ability, accountId: principal.account.id },
    area,
    data,
    existing,
    assigned,
  );
  if (problem) fail(problem.status, problem.body.message, problem.body.errors);
}

export function checkDelete(principal: Principal, area: string, existing: Row) {
  const problem = deletePrivilegeProblem({ accountId: principal.account.id }, area, existing);
  if (problem) fail(problem.status, problem.body.message);
}

const IDENTITY_AREAS = ['admin', 'role'];

/** Whether an active administrator whose role manages everything remains. */
function anAdministratorRemains(): boolean {
  const roles = mockDb().getCollection('role').items as RoleRecord[];
  return (mockDb().getCollection('admin').items as Row[]).some(
    (admin) =>
      admin.status === 'active' &&
      admin.deletedAt == null &&
      isManageAll(rulesOfRole(roles.find((role) => String(role.id) === String(admin.roleId)))),
  );
}

/**
 * Runs the writes of one request on `area`. After a write to an identity area, when no active administrator with
 * `manage all` would remain, every change is undone and the answer is 409 (the server rolls its transaction back).
 */
export function writeChecked<T>(area: string, run: () => T): T {
  if (!IDENTITY_AREAS.includes(area)) return run();
  const db = mockDb();
  const saved = IDENTITY_AREAS.map((name) => {
    const collection = db.getCollection(name);
    return { collection, items: structuredClone(collection.items), sequence: collection.sequence };
  });
  const result = run();
  if (!anAdministratorRemains()) {
    for (const { collection, items, sequence } of saved) {
      collection.items = items;
      collection.sequence = sequence;
    }
    fail(409, API_ERRORS.lastAdministrator);
  }
  return result;
}
