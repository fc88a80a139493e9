// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { subject as tagged } from '@casl/ability';
import {
  PERMISSION_ACTIONS,
  SELF,
  permissionsWithin,
  rulesFromPermissions,
  type Permission,
} from '@schemas/kit/access';
import { abilityFromRules, grantsWithin, rulesOfRole } from '@/contract/identity';
import roleModel from '@schemas/role';

/*
 * A role's permissions as CASL rules (fields, conditions, `$self`), and the privilege ceiling over them as a
 * property: whatever a granted role lets its holder do to any record and field, CASL lets the granter do too.
 */
const SUBJECTS = ['company', 'user', 'all'] as const;
const FIELDS = ['name', 'country', 'status'] as const;
const COUNTRIES = ['PT', 'ES', 'FR'] as const;
const GRANTER = 1;
const GRANTEE = 2;

const conditions = fc.option(
  fc.record(
    {
      country: fc.oneof(fc.constantFrom(...COUNTRIES), fc.subarray([...COUNTRIES], { minLength: 1 })),
      createdBy: fc.constantFrom<string | number>(SELF, GRANTER, GRANTEE),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);
const permission: fc.Arbitrary<Permission> = fc
  .record({
    subject: fc.constantFrom(...SUBJECTS),
    actions: fc.subarray([...PERMISSION_ACTIONS], { minLength: 1 }),
    fields: fc.option(fc.subarray([...FIELDS], { minLength: 1 }), { nil: undefined }),
    conditions,
  })
  .map(({ fields, conditions: limits, ...rest }) => ({
    ...rest,
    ...(fields ? { fields } : {}),
    ...(limits && Object.keys(limits).length ? { conditions: limits } : {}),
  }));
const permissions = fc.array(permission, { maxLength: 4 });
const record = fc.record({
  country: fc.constantFrom(...COUNTRIES),
  createdBy: fc.constantFrom(GRANTER, GRANTEE, 3),
});

describe('a role as CASL rules', () => {
  it('limits a permission to fields and to records, with $self as the holder and a list as $in', () => {
    const rules = rulesFromPermissions(
      [
        { subject: 'company', actions: ['read'], fields: ['name'], conditions: { country: ['PT', 'ES'] } },
        { subject: 'company', actions: ['edit'], conditions: { createdBy: SELF } },
      ],
      7,
    );
    expect(rules).toEqual([
      { action: 'read', subject: 'company', fields: ['name'], conditions: { country: { $in: ['PT', 'ES'] } } },
      { action: 'edit', subject: 'company', conditions: { createdBy: 7 } },
    ]);
    const ability = abilityFromRules(rules);
    expect(ability.can('read', tagged('company', { country: 'ES' }), 'name')).toBe(true);
    expect(ability.can('read', tagged('company', { country: 'ES' }), 'country')).toBe(false);
    expect(ability.can('read', tagged('company', { country: 'FR' }))).toBe(false);
    expect(ability.can('edit', tagged('company', { createdBy: 7 }))).toBe(true);
    expect(ability.can('edit', tagged('company', { createdBy: 8 }))).toBe(false);
  });

  it('reads `$self` without a holder as no record at all, and a stored role without options as the whole area', () => {
    const [own] = rulesFromPermissions([{ subject: 'user', actions: ['read'], conditions: { createdBy: SELF } }]);
    expect(own.conditions).toEqual({ createdBy: { $in: [] } });
    expect(rulesOfRole({ id: 1, permissions: [{ subject: 'user', actions: ['read', 'edit'] }] }, 4)).toEqual([
      { action: 'read', subject: 'user' },
      { action: 'edit', subject: 'user' },
    ]);
  });

  it('accepts several entries per subject, but not the same entry twice', () => {
    const base = { name: 'Editors' };
    const parse = (list: Permission[]) => roleModel.schema.safeParse({ ...base, permissions: list }).success;
    expect(
      parse([
        { subject: 'company', actions: ['read'] },
        { subject: 'company', actions: ['edit'], fields: ['name'], conditions: { createdBy: SELF } },
      ]),
    ).toBe(true);
    expect(
      parse([
        { subject: 'company', actions: ['read'], fields: ['name', 'country'] },
        { subject: 'company', actions: ['edit'], fields: ['country', 'name'] },
      ]),
    ).toBe(false);
    // Editing what no entry lets one read makes no sense in the screens.
    expect(parse([{ subject: 'company', actions: ['edit'], conditions: { country: 'PT' } }])).toBe(false);
  });
});

describe('the privilege ceiling over fields and conditions, for any granter and any role granted', () => {
  it('grants nothing a holder of the new role could do that CASL refuses its granter', () => {
    fc.assert(
      fc.property(permissions, permissions, record, fc.constantFrom(...FIELDS), (own, wanted, row, field) => {
        const granter = abilityFromRules(rulesOfRole({ id: 1, permissions: own }, GRANTER));
        if (!grantsWithin(granter, wanted)) return;
        const grantee = abilityFromRules(rulesOfRole({ id: 2, permissions: wanted }, GRANTEE));
        for (const subject of ['company', 'user'])
          for (const action of PERMISSION_ACTIONS) {
            if (grantee.can(action, tagged(subject, { ...row }), field))
              expect(granter.can(action, tagged(subject, { ...row }), field)).toBe(true);
          }
      }),
      { numRuns: 2000 },
    );
  });

  it('holds the unlimited rule above the limited one, never the other way', () => {
    const whole = rulesFromPermissions([{ subject: 'company', actions: ['read', 'edit'] }], GRANTER);
    const limited: Permission[] = [
      { subject: 'company', actions: ['read'], fields: ['name'], conditions: { country: 'PT' } },
    ];
    expect(permissionsWithin(whole, limited)).toBe(true);
    expect(permissionsWithin(rulesFromPermissions(limited, GRANTER), [{ subject: 'company', actions: ['read'] }])).toBe(
      false,
    );
    // One's own records are not everyone's own records.
    const ownOnly = rulesFromPermissions(
      [{ subject: 'company', actions: ['read'], conditions: { createdBy: SELF } }],
      1,
    );
    expect(
      permissionsWithin(ownOnly, [{ subject: 'company', actions: ['read'], conditions: { createdBy: SELF } }]),
    ).toBe(false);
  });
});
