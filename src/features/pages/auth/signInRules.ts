/*
 * The rules of the sign-in and forgot-password forms, as plain functions: two fields need no schema library, and the
 * sign-in page stays small without one. A rule returns the i18n key of what is wrong, or nothing. The forms that set
 * a password add the product's password policy with zod (newPasswordSchemas.ts), using the same e-mail rule.
 */
export type Rules<V> = { [K in keyof V]?: (value: string, values: V) => string | undefined };

/** The address shape browsers accept for `type="email"`, with a dot in the domain as the server requires. */
const EMAIL = /^[\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)+$/i;

export const emailRule = (value: string) => {
  const email = value.trim();
  if (!email) return 'auth.validation.emailRequired';
  return EMAIL.test(email) ? undefined : 'auth.validation.emailInvalid';
};
export const requiredRule = (key: string) => (value: string) => (value ? undefined : key);

export type LoginInput = { email: string; password: string; remember: boolean };
export const loginRules: Rules<LoginInput> = {
  email: emailRule,
  password: requiredRule('auth.validation.passwordRequired'),
};

export type ForgotPasswordInput = { email: string };
export const forgotPasswordRules: Rules<ForgotPasswordInput> = { email: emailRule };

/** What is wrong with `values`, by field (empty when nothing is). */
export function problems<V extends Record<string, unknown>>(rules: Rules<V>, values: V): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, rule] of Object.entries(rules) as Array<[string, Rules<V>[keyof V]]>) {
    const message = rule?.(String(values[name] ?? ''), values);
    if (message) found[name] = message;
  }
  return found;
}
