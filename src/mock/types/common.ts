/** Field path -> message, e.g. `{ 'client.name': 'Please enter the client name' }`. */
export type FieldErrors = Record<string, string>;

/**
 * A 4xx answer of the template's demo endpoints (`/apps/*`, `/blog/*`, …): field messages (400) or one message
 * (`Invoice not found`). `/v1` answers `ApiErrorBody` and sign-in `AuthErrorBody` (src/contract/types.ts); the app
 * reads all three as one `ApiError` (src/data/apiError.ts).
 */
export type DemoErrorBody = {
  error: FieldErrors | string;
};

/** A calendar day, `YYYY-MM-DD`. */
export type IsoDate = string;
/** An instant, ISO 8601 with time (`2026-11-01T09:00:00.000Z`). */
export type IsoDateTime = string;
