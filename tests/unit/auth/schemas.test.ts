import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema, resetPasswordSchema } from '@/pages/auth/schemas';
import { fieldErrors } from '@/pages/auth/serverMessages';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('sign-in form rules', () => {
  it('login uses the seed messages for empty fields', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '', remember: false }))).toEqual({
      email: 'auth.validation.emailRequired', password: 'auth.validation.passwordRequired',
    });
  });

  it('register needs a strong password and the privacy checkbox', () => {
    const result = registerSchema.safeParse({ username: 'ab', email: 'x@y.io', password: 'abcdefgh', privacy: false });
    expect(messages(result)).toEqual({
      username: 'auth.validation.usernameFormat', password: 'auth.validation.passwordDigit', privacy: 'auth.validation.privacyRequired',
    });
    expect(registerSchema.safeParse({ username: 'ada', email: 'ada@x.io', password: 'Secret123', privacy: true }).success).toBe(true);
  });

  it('reset requires matching passwords and a six-digit code', () => {
    const result = resetPasswordSchema.safeParse({ email: 'a@b.co', code: '12', password: 'Secret123', confirmPassword: 'Secret124' });
    expect(messages(result)).toEqual({ code: 'auth.validation.codeFormat', confirmPassword: 'auth.validation.confirmMismatch' });
  });

  it('translates the server field messages it knows and keeps others', () => {
    expect(fieldErrors({ error: { email: ['This email is already in use.'], username: ['Odd'] } })).toEqual({
      email: 'auth.errors.emailTaken', username: 'Odd',
    });
    expect(fieldErrors(null)).toEqual({});
  });
});
