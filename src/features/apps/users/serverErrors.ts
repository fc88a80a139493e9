import type { FieldErrorOptions } from '@/shared/forms/applyFieldErrors';

/**
 * How the user forms read a failed save (`{ error: { 'user.email': '…' } }`): `user.email` is the form's `email`,
 * and two server messages are shown in the user's language (anything else as the server wrote it).
 */
export const USER_FIELD_ERRORS: FieldErrorOptions = {
  known: {
    'This username is already in use.': 'appUsers.validation.usernameTaken',
    'This email is already in use.': 'appUsers.validation.emailTaken',
  },
  fieldOf: (path) => path.replace(/^user\./, ''),
};
