// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rulesFromPermissions } from '@schemas/kit/access';

// The shared suites (tests/unit/admin-kit) drive this area's screens and API; this checks what is its own.
describe('the role area', () => {
  it('turns the permission matrix into the ability list of the role', () => {
    expect(
      rulesFromPermissions([
        { subject: 'all', actions: ['manage'] },
        { subject: 'user', actions: ['read', 'edit'] },
      ]),
    ).toEqual([
      { action: 'manage', subject: 'all' },
      { action: 'read', subject: 'user' },
      { action: 'edit', subject: 'user' },
    ]);
  });
});
