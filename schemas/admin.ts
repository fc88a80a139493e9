import { z } from 'zod';
import { field } from './kit/fields';
import { defineModel } from './kit/model';

export const ADMIN_STATUSES = ['active', 'inactive'] as const;

/** An administrator of the back office. The password is write-only: stored as a salted hash, never returned. */
export const adminSchema = z.object({
  fullName: field.text({ max: 80 }),
  email: field.email(),
  password: field.password().nullish(),
  roleId: field.reference('role'),
  status: field.choice(ADMIN_STATUSES).default('active'),
  avatar: field.image().nullish(),
  lastSignInAt: field.readOnly(field.datetime()),
});

/** A new administrator needs a password; on edit an empty password keeps the current one. */
export const adminCreateSchema = adminSchema.extend({ password: field.password() });

export type Admin = z.infer<typeof adminSchema>;

export default defineModel({
  name: 'admin',
  representation: 'fullName',
  order: 1,
  schema: adminSchema,
  createSchema: adminCreateSchema,
  list: {
    sort: { field: 'fullName', order: 'ASC' },
    search: ['fullName', 'email'],
    filters: ['roleId', 'status'],
    sortable: ['avatar', 'fullName', 'email', 'roleId', 'status', 'lastSignInAt'],
  },
  server: { unique: [['email']], hashed: { password: 'passwordHash' } },
});
