import { grantsWithin, isManageAll, rulesOfRole, type RoleRecord } from '@/contract/identity';
import type { Row } from '@/contract/rules';
import { API_ERRORS } from '@/contract/types';
import { fail } from '../lib/httpErrors';
import { mockDb } from '../db';
import { roleOf, type Principal } from './accounts';

/*
 * The privilege ceiling on the identity areas, as server/resources/privileges.ts enforces it: nobody grants what they
 * do not hold (a role's permissions, or a role given to an administrator), nobody changes their own role or status or
 * deletes themselves, and at least one active administrator always keeps `manage all`.
 */
export function checkWrite(principal: Principal, area: string, data: Row, existing?: Row) {
  if (area === 'role' && !grantsWithin(principal.ability, data.permissions as RoleRecord['permissions'])) {
    fail(400, API_ERRORS.invalid, { permissions: API_ERRORS.beyondOwnRights });
  }
  if (area !== 'admin') return;
  const self = existing && Number(existing.id) === principal.account.id;
  if (self && String(existing.roleId) !== String(data.roleId)) fail(400, API_ERRORS.invalid, { roleId: API_ERRORS.ownAccount });
  if (self && (existing.status ?? 'active') !== (data.status ?? 'active')) fail(400, API_ERRORS.invalid, { status: API_ERRORS.ownAccount });
  if (!existing || String(existing.roleId) !== String(data.roleId)) {
    const role = roleOf(data.roleId);
    if (role && !grantsWithin(principal.ability, role.permissions)) fail(400, API_ERRORS.invalid, { roleId: API_ERRORS.beyondOwnRights });
  }
}

export function checkDelete(principal: Principal, area: string, existing: Row) {
  if (area === 'admin' && Number(existing.id) === principal.account.id) fail(403, API_ERRORS.ownAccount);
}

const IDENTITY_AREAS = ['admin', 'role'];

/** Whether an active administrator whose role manages everything remains. */
function anAdministratorRemains(): boolean {
  const roles = mockDb().getCollection('role').items as RoleRecord[];
  return (mockDb().getCollection('admin').items as Row[]).some(
    (admin) => admin.status === 'active' && isManageAll(rulesOfRole(roles.find((role) => String(role.id) === String(admin.roleId)))),
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
