// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PERMISSION_ACTIONS } from '@schemas/kit/access';
import {
  abilityFromRules,
  deletePrivilegeProblem,
  rulesOfRole,
  writePrivilegeProblem,
  type RolePermission,
} from '@/contract/identity';

/*
 * The privilege ceiling as a property: for random callers and random targets, whatever the rule lets through never
 * touches or hands out more than the caller holds. "Holds" is computed here on its own (CASL's meaning of `manage`
 * and `all`), not with the function under test.
 */
const SUBJECTS = ['admin', 'role', 'company', 'user', 'all'] as const;
const permission = fc.record({
  subject: fc.constantFrom(...SUBJECTS),
  actions: fc.subarray([...PERMISSION_ACTIONS], { minLength: 1 }),
});
const permissions = fc.array(permission, { maxLength: 4 });

const holds = (own: RolePermission[], subject: string, action: string) =>
  own.some(
    (p) => (p.subject === 'all' || p.subject === subject) && p.actions.some((a) => a === 'manage' || a === action),
  );
/** Everything `target` grants is held by `own`: no way up. */
const within = (own: RolePermission[], target: RolePermission[] | null | undefined) =>
  (target ?? []).every((p) => p.actions.every((action) => holds(own, p.subject, action)));

const CALLER_ID = 1;
const caller = (own: RolePermission[]) => ({
  ability: abilityFromRules(rulesOfRole({ id: 0, permissions: own })),
  accountId: CALLER_ID,
});

describe('the privilege ceiling, for any caller and any target', () => {
  it('an administrator is edited only by someone holding their current role and any role given to them', () => {
    fc.assert(
      fc.property(
        permissions,
        permissions,
        permissions,
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        (own, current, assigned, targetId, changesRole) => {
          const existing = { id: targetId, roleId: 10, status: 'active' };
          const data = { ...existing, roleId: changesRole ? 11 : 10, password: 'Taken-over-2026' };
          const problem = writePrivilegeProblem(
            caller(own),
            'admin',
            data,
            { record: existing, role: { id: 10, permissions: current } },
            changesRole ? { id: 11, permissions: assigned } : undefined,
          );
          if (problem === null) {
            expect(within(own, current)).toBe(true);
            if (changesRole) expect(within(own, assigned)).toBe(true);
            if (targetId === CALLER_ID) expect(changesRole).toBe(false);
          }
          // And the ceiling does not refuse what is within: a target no stronger, no new role, not oneself.
          if (within(own, current) && !changesRole && targetId !== CALLER_ID) expect(problem).toBeNull();
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('a role is rewritten only by someone holding both what it grants now and what it will grant', () => {
    fc.assert(
      fc.property(permissions, permissions, permissions, (own, before, after) => {
        const problem = writePrivilegeProblem(
          caller(own),
          'role',
          { id: 5, permissions: after },
          { record: { id: 5, permissions: before } },
        );
        if (problem === null) expect(within(own, before) && within(own, after)).toBe(true);
        if (within(own, before) && within(own, after)) expect(problem).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('a role is created only within the creator', () => {
    fc.assert(
      fc.property(permissions, permissions, (own, granted) => {
        const problem = writePrivilegeProblem(caller(own), 'role', { permissions: granted });
        expect(problem === null).toBe(within(own, granted));
      }),
      { numRuns: 1000 },
    );
  });

  it('an account or a role is trashed, restored or purged only by someone at least as strong, never oneself', () => {
    fc.assert(
      fc.property(permissions, permissions, fc.integer({ min: 1, max: 3 }), (own, target, targetId) => {
        const account = deletePrivilegeProblem(caller(own), 'admin', {
          record: { id: targetId, roleId: 10 },
          role: { id: 10, permissions: target },
        });
        expect(account === null).toBe(within(own, target) && targetId !== CALLER_ID);
        const role = deletePrivilegeProblem(caller(own), 'role', { record: { id: targetId, permissions: target } });
        expect(role === null).toBe(within(own, target));
      }),
      { numRuns: 2000 },
    );
  });
});
