/** Field path -> message, e.g. `{ 'client.name': 'Please enter the client name' }`. */
export type FieldErrors = Record<string, string>;

/** Every 4xx answer of the mock API: field messages (400) or one message (`Invoice not found`). */
export type ApiError = {
  error: FieldErrors | string;
};

/** A calendar day, `YYYY-MM-DD`. */
export type IsoDate = string;
/** An instant, ISO 8601 with time (`2026-11-01T09:00:00.000Z`). */
export type IsoDateTime = string;
