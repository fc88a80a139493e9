// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fieldAccessOf, rulesFromPermissions, SELF } from '@schemas/kit/access';
import { roleSchema } from '@schemas/role';
import { entriesOf, grantOf, withGrant } from '@/admin-kit/widgets/permissions/grants';
import { togglePermission } from '@/admin-kit/widgets/permissions/input';

/* The role editor's grant per area (actions, hidden and read-only fields, records) and the entries it writes. */
const FIELDS = ['name', 'industry', 'email', 'country'];

describe('a grant on one area', () => {
  it('writes hidden and read-only fields as CASL fields, which read back as the same grant', () => {
    const grant = {
      actions: ['read' as const, 'edit' as const, 'delete' as const],
      hidden: ['email'],
      readOnly: ['country'],
      conditions: { country: ['PT'], createdBy: SELF },
    };
    const entries = entriesOf('company', grant, FIELDS);
    expect(entries).toEqual([
      {
        subject: 'company',
        actions: ['read', 'delete'],
        fields: ['name', 'industry', 'country'],
        conditions: grant.conditions,
      },
      { subject: 'company', actions: ['edit'], fields: ['name', 'industry'], conditions: grant.conditions },
    ]);
    expect(roleSchema.shape.permissions.safeParse(entries).success).toBe(true);
    expect(grantOf(entries, 'company', FIELDS)).toEqual(grant);
    // What the server and the screens make of them.
    const access = fieldAccessOf(rulesFromPermissions(entries, 5), 'company', FIELDS);
    expect([[...access.hidden], [...access.readOnly]]).toEqual([['email'], ['country']]);
  });

  it('spells out Manage when fields are limited, and keeps one entry when nothing is read-only', () => {
    expect(entriesOf('company', { actions: ['manage'], hidden: ['email'], readOnly: [] }, FIELDS)).toEqual([
      { subject: 'company', actions: ['read', 'store', 'edit', 'delete'], fields: ['name', 'industry', 'country'] },
    ]);
    expect(entriesOf('company', { actions: ['read'], hidden: [], readOnly: [] }, FIELDS)).toEqual([
      { subject: 'company', actions: ['read'] },
    ]);
  });

  it('keeps an area in its place among the others, and its limits when an action is toggled', () => {
    const permissions = [
      { subject: 'user', actions: ['read' as const] },
      { subject: 'company', actions: ['read' as const, 'edit' as const], conditions: { country: 'PT' } },
      { subject: 'role', actions: ['read' as const] },
    ];
    const limited = withGrant(
      permissions,
      'company',
      { ...grantOf(permissions, 'company', FIELDS), hidden: ['email'], readOnly: ['country'] },
      FIELDS,
    );
    expect(limited.map((p) => p.subject)).toEqual(['user', 'company', 'company', 'role']);
    const toggled = togglePermission(limited, 'company', 'delete', true, FIELDS);
    expect(grantOf(toggled, 'company', FIELDS)).toEqual({
      actions: ['read', 'edit', 'delete'],
      hidden: ['email'],
      readOnly: ['country'],
      conditions: { country: 'PT' },
    });
  });
});
