import { z } from 'zod';
import { field } from './kit/fields';
import { defineModel } from './kit/model';

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;

/** A user of the product. New users become active (seed section 4), so the add form does not ask. */
export const userSchema = z.object({
  fullName: field.text({ max: 80 }),
  username: field.text({ max: 40 }).regex(/^[a-z0-9._-]{3,}$/i, 'adminKit.validation.username'),
  email: field.email(),
  phone: field.phone().nullish(),
  companyId: field.reference('company').nullish(),
  country: field.country().nullish(),
  status: field.choice(USER_STATUSES),
});

export const userCreateSchema = userSchema.omit({ status: true });

export type User = z.infer<typeof userSchema>;

export default defineModel({
  name: 'user',
  representation: 'fullName',
  order: 2,
  schema: userSchema,
  createSchema: userCreateSchema,
  list: {
    sort: { field: 'fullName', order: 'ASC' },
    search: ['fullName', 'username', 'email', 'phone'],
    filters: ['status', 'companyId', 'country'],
    sortable: ['fullName', 'username', 'email', 'companyId', 'country', 'status'],
  },
  server: { unique: [['email'], ['username']], createDefaults: { status: 'active' } },
});
