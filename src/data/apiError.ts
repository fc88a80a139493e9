/*
 * The one error type of every API call (src/data/api.ts). It reads each error body the API sends:
 * - `/v1`: `{ message, errors?: { field: i18nKey } }` (src/contract/types.ts, ApiErrorBody);
 * - sign-in and registration: `{ error: { field: ['message'] } }` (AuthErrorBody), or `{ error: 'message' }`;
 * - the template's demo endpoints: `{ error: { 'invoice.dueDate': 'message' } }`, or `{ error: 'Invoice not found' }`.
 * No react-admin here: the sign-in page loads this without it. Its shape (message, status, body) is the one
 * react-admin reads from a data provider's errors, so the data provider throws it too.
 */

export interface ErrorBodyReading {
  /** The body's one message: /v1's `message` (an i18n key), or the text of `error` when it is a string. */
  reason?: string;
  /** Field path → message (the first one when the API sends a list). */
  fields: Record<string, string>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fieldMessages(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  const fields: Record<string, string> = {};
  for (const [field, message] of Object.entries(value)) {
    const first: unknown = Array.isArray(message) ? message[0] : message;
    if (typeof first === 'string') fields[field] = first;
  }
  return fields;
}

/** What an error body says, whichever of the API's envelopes it uses; nothing for a body that is none of them. */
export function readErrorBody(body: unknown): ErrorBodyReading {
  if (!isObject(body)) return { fields: {} };
  const { message, errors, error } = body;
  const reason = typeof message === 'string' ? message : typeof error === 'string' ? error : undefined;
  return { reason, fields: { ...fieldMessages(error), ...fieldMessages(errors) } };
}

/** An answer outside 2xx: its status, its parsed body (or its text), and what the body says. */
export class ApiError extends Error {
  readonly reason?: string;
  readonly fields: Readonly<Record<string, string>>;

  constructor(
    readonly status: number,
    readonly body: unknown,
    statusText = '',
  ) {
    const { reason, fields } = readErrorBody(body);
    super(reason ?? (statusText || `HTTP ${status}`));
    this.name = 'ApiError';
    this.reason = reason;
    this.fields = fields;
  }

  /** Whether the body named at least one field. */
  get hasFields(): boolean {
    return Object.keys(this.fields).length > 0;
  }
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
