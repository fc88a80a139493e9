import { z } from 'zod';
import { field } from '@/admin-kit/schema/fields';
import { key } from '@/admin-kit/schema/validation';

export const PERMISSION_ACTIONS = ['read', 'store', 'edit', 'delete', 'manage'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** `all` stands for every subject, as in CASL. */
export const ALL_SUBJECTS = 'all';

export const permissionSchema = z.object({
  subject: z.string().min(1),
  actions: z.array(z.enum(PERMISSION_ACTIONS)).min(1),
});
export type Permission = z.infer<typeof permissionSchema>;

/** A role: its permissions (subjects × actions) become the ability list of the administrators who hold it. */
export const roleSchema = z.object({
  name: field.text({ max: 60 }),
  description: field.longText({ max: 300 }).nullish(),
  permissions: field.as(
    z.array(permissionSchema).min(1, key('permissions')).refine(
      (list) => new Set(list.map((p) => p.subject)).size === list.length,
      { message: key('permissionsDuplicate') },
    ),
    'permissions',
  ),
});

export type Role = z.infer<typeof roleSchema>;

export interface AbilityRuleOf {
  action: PermissionAction;
  subject: string;
}

/** CASL rules (`{action, subject}`) of a role's permissions: what its administrators may do. */
export function rulesFromPermissions(permissions: readonly Permission[] | undefined): AbilityRuleOf[] {
  return (permissions ?? []).flatMap(({ subject, actions }) => actions.map((action) => ({ action, subject })));
}
