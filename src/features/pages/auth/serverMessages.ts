import { AUTH_MESSAGES } from '@/contract/types';
import { ApiError } from '@/data/apiError';
import type { MessageKey } from '@/i18n/messageKeys';

/*
 * The API's English messages (seed sections 5 and 8, src/contract/types.ts) mapped to i18n keys. The password
 * policy's messages arrive as i18n keys already (adminKit.validation.password…); anything else is shown as sent.
 */
export const AUTH_SERVER_MESSAGES: Readonly<Record<string, MessageKey>> = {
  [AUTH_MESSAGES.invalidCredentials]: 'auth.errors.invalidCredentials',
  [AUTH_MESSAGES.locked]: 'auth.errors.locked',
  [AUTH_MESSAGES.tooManyRequests]: 'auth.errors.tooManyRequests',
  'Something went wrong': 'auth.errors.generic',
  [AUTH_MESSAGES.emailTaken]: 'auth.errors.emailTaken',
  [AUTH_MESSAGES.usernameTaken]: 'auth.errors.usernameTaken',
  'Registration is closed.': 'auth.errors.registrationClosed',
  'Please enter password': 'auth.validation.passwordRequired',
  'Please enter your email.': 'auth.validation.emailRequired',
  'Please enter your username.': 'auth.validation.usernameRequired',
  [AUTH_MESSAGES.invalidCode]: 'auth.errors.invalidCode',
  [AUTH_MESSAGES.invalidEmail]: 'auth.validation.emailInvalid',
  // The API's own key for a database it cannot reach; the sign-in pages carry only `auth` strings.
  'adminKit.errors.unavailable': 'auth.errors.unavailable',
};

export const serverMessageKey = (message: string) => AUTH_SERVER_MESSAGES[message] ?? message;

/** What a refused sign-in says, as an i18n key: the e-mail's message (or the first one), else the generic one. */
export function signInMessageKey(error: unknown): string {
  const message =
    error instanceof ApiError ? (error.fields.email ?? Object.values(error.fields)[0] ?? error.reason) : undefined;
  return message ? serverMessageKey(message) : 'auth.errors.generic';
}
