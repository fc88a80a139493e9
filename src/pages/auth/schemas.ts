import { z } from 'zod';
import { field } from '@/admin-kit/schema/fields';

/*
 * Messages are i18n keys (auth.validation.*, and adminKit.validation.* for the password policy), translated where
 * they are shown.
 */
const email = z.string().trim().min(1, 'auth.validation.emailRequired').pipe(z.email('auth.validation.emailInvalid'));
/** The product's password policy (schemas/fields.ts), with the messages the server answers with. */
const strongPassword = z.string().min(1, 'auth.validation.passwordRequired').pipe(field.password());

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'auth.validation.passwordRequired'),
  remember: z.boolean(),
});

export const registerSchema = z.object({
  username: z.string().trim().min(1, 'auth.validation.usernameRequired').regex(/^[\w.-]{3,30}$/, 'auth.validation.usernameFormat'),
  email,
  password: strongPassword,
  privacy: z.boolean().refine((accepted) => accepted, 'auth.validation.privacyRequired'),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    email,
    code: z.string().trim().regex(/^\d{6}$/, 'auth.validation.codeFormat'),
    password: strongPassword,
    confirmPassword: z.string().min(1, 'auth.validation.confirmRequired'),
  })
  .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: 'auth.validation.confirmMismatch' });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
