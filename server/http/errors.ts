import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_ERRORS, type ApiErrorBody } from '@/contract/types';
import { parseJsonObject } from '@/contract/rules';

/** An error answered as JSON; thrown inside a transaction, it also rolls the transaction back. */
export class HttpError extends Error {
  constructor(
    public status: ContentfulStatusCode,
    public body: ApiErrorBody | Record<string, unknown>,
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
    this.name = 'HttpError';
  }
}

export const fail = (status: ContentfulStatusCode, message: string, errors?: Record<string, string>): never => {
  throw new HttpError(status, errors ? { message, errors } : { message });
};

/** The request's JSON object body: 400 when it is not JSON or not an object; an empty body is `{}`. */
export async function readObject(c: Context): Promise<Record<string, unknown>> {
  const parsed = parseJsonObject(await c.req.text());
  if ('error' in parsed) throw new HttpError(400, parsed.error);
  return parsed.body;
}

/** The Postgres error behind a driver or Drizzle error (Drizzle wraps it in `cause`). */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string; table?: string } | undefined {
  let current = error as { code?: unknown; constraint?: string; table?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code))
      return current as { code: string; constraint?: string };
    current = current.cause as typeof current;
  }
  return undefined;
}

/** The answer when the database cannot be reached (an i18n key the screens translate). */
export const UNAVAILABLE = { message: API_ERRORS.unavailable } as const;

/** Socket failures on the way to PostgreSQL. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** SQLSTATEs of a server that is going away or not taking connections (class 08: connection exception). */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;
/**
 * What pg and PGlite say when there is no usable connection; they give no code for these. In the browser-only mode
 * PGlite's worker says "Leader changed" when the tab that ran the database closed during a query.
 */
const UNAVAILABLE_TEXT =
  /^(PGlite is clos(ed|ing)|Leader changed|Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client has encountered a connection error)/;

/** Whether an error (or one it wraps, as Drizzle does) means the database cannot be reached, rather than a bug. */
export function isUnavailable(error: unknown): boolean {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code)) return true;
    if (typeof current.message === 'string' && UNAVAILABLE_TEXT.test(current.message)) return true;
    // pg's Pool rejects with an AggregateError when every address of the host refuses the connection.
    if (current instanceof AggregateError && current.errors.some(isUnavailable)) return true;
    current = current.cause as typeof current;
  }
  return false;
}
