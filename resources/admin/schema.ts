import { z } from 'zod';
import { field } from '@schemas/kit/fields';

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
