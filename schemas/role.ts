import { z } from 'zod';
import { field } from './kit/fields';
import { key } from './kit/validation';
import { PERMISSION_ACTIONS, type Permission } from './kit/access';
import { defineModel } from './kit/model';

export {
  ALL_SUBJECTS,
  SELF,
  PERMISSION_ACTIONS,
  rulesFromPermissions,
  type AbilityRuleOf,
  type Permission,
  type PermissionAction,
} from './kit/access';

const conditionValue = z.union([z.string().min(1).max(100), z.number().int()]);

export const permissionSchema = z.object({
  subject: z.string().min(1),
  actions: z.array(z.enum(PERMISSION_ACTIONS)).min(1),
  // The fields these actions may touch (none: every field).
  fields: z.array(z.string().min(1).max(60)).max(100).optional(),
  // Field → a value or one of a list; `$self` is the holder's own account id.
  conditions: z
    .record(z.string().min(1).max(60), z.union([conditionValue, z.array(conditionValue).min(1).max(50)]))
    .optional(),
}) satisfies z.ZodType<Permission>;

const WRITES = new Set(['store', 'edit', 'delete']);

/** What makes two entries the same: a subject may hold several, each for other fields or other records. */
const entryKey = ({ subject, fields, conditions }: Permission) =>
  JSON.stringify([subject, [...(fields ?? [])].sort(), Object.entries(conditions ?? {}).sort()]);

/** A role: its permissions (CASL rules: subject, actions, fields, conditions) become the ability list of the administrators who hold it. */
export const roleSchema = z.object({
  name: field.text({ max: 60 }),
  description: field.longText({ max: 300 }).nullish(),
  permissions: field.as(
    z
      .array(permissionSchema)
      .min(1, key('permissions'))
      .max(100, key('permissions'))
      .refine((list) => new Set(list.map(entryKey)).size === list.length, {
        message: key('permissionsDuplicate'),
      })
      // Adding, editing or deleting what one cannot see makes no sense in the screens: those need Read (or Manage).
      .refine(
        (list) =>
          list.every(
            (p) =>
              !p.actions.some((a) => WRITES.has(a)) ||
              list.some((q) => q.subject === p.subject && q.actions.some((a) => a === 'read' || a === 'manage')),
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
  representation: 'name',
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
