/** The API's English messages (seed sections 5 and 8) mapped to i18n keys; anything else is shown as sent. */
const KNOWN: Record<string, string> = {
  'Email or Password is Invalid': 'auth.errors.invalidCredentials',
  'Something went wrong': 'auth.errors.generic',
  'This email is already in use.': 'auth.errors.emailTaken',
  'This username is already in use.': 'auth.errors.usernameTaken',
  'Please enter password': 'auth.validation.passwordRequired',
  'Please enter your email.': 'auth.validation.emailRequired',
  'Please enter your username.': 'auth.validation.usernameRequired',
  'Invalid or expired code': 'auth.errors.invalidCode',
  'Please enter a valid email.': 'auth.validation.emailInvalid',
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
