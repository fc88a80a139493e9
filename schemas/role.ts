import { z } from 'zod';
import { field } from './kit/fields';
import { key } from './kit/validation';
import { PERMISSION_ACTIONS, type Permission } from './kit/access';
import { defineModel } from './kit/model';

export {
  ALL_SUBJECTS,
  PERMISSION_ACTIONS,
  rulesFromPermissions,
  type AbilityRuleOf,
  type Permission,
  type PermissionAction,
} from './kit/access';

export const permissionSchema = z.object({
  subject: z.string().min(1),
  actions: z.array(z.enum(PERMISSION_ACTIONS)).min(1),
}) satisfies z.ZodType<Permission>;

const WRITES = new Set(['store', 'edit', 'delete']);

/** A role: its permissions (subjects × actions) become the ability list of the administrators who hold it. */
export const roleSchema = z.object({
  name: field.text({ max: 60 }),
  description: field.longText({ max: 300 }).nullish(),
  permissions: field.as(
    z
      .array(permissionSchema)
      .min(1, key('permissions'))
      .max(100, key('permissions'))
      .refine((list) => new Set(list.map((p) => p.subject)).size === list.length, {
        message: key('permissionsDuplicate'),
      })
      // Adding, editing or deleting what one cannot see makes no sense in the screens: those need Read (or Manage).
      .refine(
        (list) =>
          list.every(
            (p) => !p.actions.some((a) => WRITES.has(a)) || p.actions.some((a) => a === 'read' || a === 'manage'),
          ),
        {
          message: key('permissionsNeedRead'),
        },
      ),
    'permissions',
  ),
});

export type Role = z.infer<typeof roleSchema>;

export default defineModel({
  name: 'role',
  order: 4,
  schema: roleSchema,
  list: {
    sort: { field: 'name', order: 'ASC' },
    search: ['name', 'description'],
    filters: [],
    sortable: ['name', 'description', 'updatedAt'],
  },
  server: { unique: [['name']] },
});
