import { ApiError } from '@/data/httpClient';

/** Server messages we show in the user's language; anything else is shown as the server wrote it. */
const KNOWN_MESSAGES: Record<string, string> = {
  'This username is already in use.': 'appUsers.validation.usernameTaken',
  'This email is already in use.': 'appUsers.validation.emailTaken',
};

/** The field messages of a 400 (`{ error: { 'user.email': '…' } }`) keyed by form field, or null for other failures. */
export function userFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body as { error?: unknown } | null;
  if (!body || typeof body.error !== 'object' || body.error === null) return null;
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(body.error as Record<string, unknown>)) {
    if (typeof message !== 'string') continue;
    fields[path.replace(/^user\./, '')] = KNOWN_MESSAGES[message] ?? message;
  }
  return fields;
}
