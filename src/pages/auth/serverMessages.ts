import { AUTH_MESSAGES } from '@/contract/types';

/*
 * The API's English messages (seed sections 5 and 8, src/contract/types.ts) mapped to i18n keys. The password
 * policy's messages arrive as i18n keys already (adminKit.validation.password…); anything else is shown as sent.
 */
const KNOWN: Record<string, string> = {
  [AUTH_MESSAGES.invalidCredentials]: 'auth.errors.invalidCredentials',
  [AUTH_MESSAGES.locked]: 'auth.errors.locked',
  'Something went wrong': 'auth.errors.generic',
  [AUTH_MESSAGES.emailTaken]: 'auth.errors.emailTaken',
  [AUTH_MESSAGES.usernameTaken]: 'auth.errors.usernameTaken',
  'Registration is closed.': 'auth.errors.registrationClosed',
  'Please enter password': 'auth.validation.passwordRequired',
  'Please enter your email.': 'auth.validation.emailRequired',
  'Please enter your username.': 'auth.validation.usernameRequired',
  [AUTH_MESSAGES.invalidCode]: 'auth.errors.invalidCode',
  [AUTH_MESSAGES.invalidEmail]: 'auth.validation.emailInvalid',
};

export const serverMessageKey = (message: string) => KNOWN[message] ?? message;

/** `{ error: { field: ['message'] } }` → `{ field: 'i18n key' }`. */
export function fieldErrors(body: unknown): Record<string, string> {
  const error = (body as { error?: unknown } | null)?.error;
  if (!error || typeof error !== 'object') return {};
  return Object.fromEntries(
    Object.entries(error as Record<string, unknown>)
      .map(([field, value]) => [field, Array.isArray(value) ? value[0] : value] as const)
      .filter((pair): pair is readonly [string, string] => typeof pair[1] === 'string')
      .map(([field, message]) => [field, serverMessageKey(message)]),
  );
}
