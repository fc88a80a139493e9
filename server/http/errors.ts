import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '@/contract/types';
import { parseJsonObject } from '@/contract/rules';

/** An error answered as JSON; thrown inside a transaction, it also rolls the transaction back. */
export class HttpError extends Error {
  constructor(public status: ContentfulStatusCode, public body: ApiErrorBody | Record<string, unknown>) {
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
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current as { code: string; constraint?: string };
    current = current.cause as typeof current;
  }
  return undefined;
}
