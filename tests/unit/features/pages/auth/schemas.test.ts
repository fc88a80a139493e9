// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loginRules, problems } from '@/features/pages/auth/signInRules';
import { registerSchema, resetPasswordSchema } from '@/features/pages/auth/newPasswordSchemas';
import { ApiError } from '@/data/apiError';
import { AUTH_SERVER_MESSAGES, signInMessageKey } from '@/features/pages/auth/serverMessages';
import { applyFieldErrors } from '@/shared/forms/applyFieldErrors';

/** What an auth form shows for an error body: field → message key, as applyFieldErrors puts them on the form. */
function shown(status: number, body: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  applyFieldErrors(
    new ApiError(status, body),
    (field, error) => {
      messages[field] = error.message ?? '';
    },
    ['email', 'username', 'password'],
    { known: AUTH_SERVER_MESSAGES },
  );
  return messages;
}

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('sign-in form rules', () => {
  it('login uses the seed messages for empty fields', () => {
    expect(problems(loginRules, { email: '', password: '', remember: false })).toEqual({
      email: 'auth.validation.emailRequired',
      password: 'auth.validation.passwordRequired',
    });
  });

  it('register needs a password under the product policy and the privacy checkbox', () => {
    const result = registerSchema.safeParse({ username: 'ab', email: 'x@y.io', password: 'abcdefg1', privacy: false });
    expect(messages(result)).toEqual({
      username: 'auth.validation.usernameFormat',
      password: 'adminKit.validation.passwordUpper',
      privacy: 'auth.validation.privacyRequired',
    });
    expect(
      registerSchema.safeParse({ username: 'ada', email: 'ada@x.io', password: 'Secret123', privacy: true }).success,
    ).toBe(true);
  });

  it('the password policy is field.password(): 8+ characters, a lower-case and an upper-case letter, a digit', () => {
    const passwordMessage = (password: string) =>
      messages(registerSchema.safeParse({ username: 'ada', email: 'ada@x.io', password, privacy: true })).password;
    expect(passwordMessage('')).toBe('auth.validation.passwordRequired');
    expect(passwordMessage('Sec1')).toBe('adminKit.validation.passwordLength');
    expect(passwordMessage('SECRET123')).toBe('adminKit.validation.passwordLower');
    expect(passwordMessage('secret123')).toBe('adminKit.validation.passwordUpper');
    expect(passwordMessage('Secretive')).toBe('adminKit.validation.passwordDigit');
    expect(passwordMessage('Secret12')).toBeUndefined();
  });

  it('reset requires matching passwords, a six-digit code and the same policy', () => {
    const result = resetPasswordSchema.safeParse({
      email: 'a@b.co',
      code: '12',
      password: 'Secret123',
      confirmPassword: 'Secret124',
    });
    expect(messages(result)).toEqual({
      code: 'auth.validation.codeFormat',
      confirmPassword: 'auth.validation.confirmMismatch',
    });
    const weak = resetPasswordSchema.safeParse({
      email: 'a@b.co',
      code: '123456',
      password: 'secret12',
      confirmPassword: 'secret12',
    });
    expect(messages(weak)).toEqual({ password: 'adminKit.validation.passwordUpper' });
  });

  it('translates the server field messages it knows and keeps others', () => {
    expect(shown(400, { error: { email: ['This email is already in use.'], username: ['Odd'] } })).toEqual({
      email: 'auth.errors.emailTaken',
      username: 'Odd',
    });
    expect(shown(500, null)).toEqual({});
  });

  it('maps the lockout and passes the policy keys of the server through', () => {
    expect(
      signInMessageKey(new ApiError(429, { error: { email: ['Too many failed sign-ins. Try again in 10 minutes.'] } })),
    ).toBe('auth.errors.locked');
    expect(shown(400, { error: { password: ['adminKit.validation.passwordUpper'] } })).toEqual({
      password: 'adminKit.validation.passwordUpper',
    });
    expect(signInMessageKey(new TypeError('Failed to fetch'))).toBe('auth.errors.generic');
  });
});

describe('the sign-in page’s e-mail rule', () => {
  it('trims, and wants a local part, an @ and a domain with a dot', () => {
    expect(problems(loginRules, { email: '  ada@example.com ', password: 'x', remember: false })).toEqual({});
    for (const email of ['ada', 'ada@', '@example.com', 'ada@example', 'ada @example.com', 'ada@exa mple.com']) {
      expect(problems(loginRules, { email, password: 'x', remember: false })).toEqual({
        email: 'auth.validation.emailInvalid',
      });
    }
    expect(problems(loginRules, { email: '   ', password: 'x', remember: false })).toEqual({
      email: 'auth.validation.emailRequired',
    });
  });

  it('is the same rule where a password is set', () => {
    const email = (value: string) =>
      messages(registerSchema.safeParse({ username: 'ada', email: value, password: 'Secret123', privacy: true })).email;
    expect(email('ada@example')).toBe('auth.validation.emailInvalid');
    expect(email('')).toBe('auth.validation.emailRequired');
    expect(
      registerSchema.safeParse({ username: 'ada', email: ' ada@x.io ', password: 'Secret123', privacy: true }).data
        ?.email,
    ).toBe('ada@x.io');
  });
});
