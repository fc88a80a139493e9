import * as z from 'zod/mini';
import { field } from '@schemas/kit/fields';
import { emailRule } from './signInRules';

/*
 * The forms that set a password. Messages are i18n keys (auth.validation.*, and adminKit.validation.* for the
 * password policy), translated where they are shown.
 */
const email = z.string().check(
  z.superRefine((value, context) => {
    const problem = emailRule(value);
    if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
  }),
  z.trim(),
);
const required = (message: string) => z.string().check(z.minLength(1, message));
/** The product's password policy (schemas/kit/fields.ts), with the messages the server answers with. */
const strongPassword = z.pipe(required('auth.validation.passwordRequired'), field.password());

export const registerSchema = z.object({
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'auth.validation.usernameRequired'),
      z.regex(/^[\w.-]{3,30}$/, 'auth.validation.usernameFormat'),
    ),
  email,
  password: strongPassword,
  privacy: z.boolean().check(z.refine((accepted) => accepted, 'auth.validation.privacyRequired')),
});

const code = z.string().check(z.trim(), z.regex(/^\d{6}$/, 'auth.validation.codeFormat'));

/** The second step of signing up: the code sent to the address. */
export const confirmRegistrationSchema = z.object({ code });

export const resetPasswordSchema = z
  .object({
    email,
    code,
    password: strongPassword,
    confirmPassword: required('auth.validation.confirmRequired'),
  })
  .check(
    z.refine((values) => values.password === values.confirmPassword, {
      path: ['confirmPassword'],
      message: 'auth.validation.confirmMismatch',
    }),
  );

export type RegisterInput = z.infer<typeof registerSchema>;
export type ConfirmRegistrationInput = z.infer<typeof confirmRegistrationSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
