import { HttpResponse } from 'msw';
import { parseJsonObject } from '@/contract/rules';
import { API_ERRORS, MAX_BODY_BYTES, type ApiErrorBody } from '@/contract/types';

/*
 * Error answers of the demo endpoints: a handler throws `fail(…)` anywhere and `answer` turns it into the JSON
 * response; bodies above MAX_BODY_BYTES are refused (413).
 */

export class HttpError extends Error {
  constructor(
    public status: number,
    public body: ApiErrorBody | Record<string, unknown> | null,
  ) {
    super(typeof body?.message === 'string' ? body.message : `HTTP ${status}`);
    this.name = 'HttpError';
  }
}

export const fail = (status: number, message: string, errors?: Record<string, string>): never => {
  throw new HttpError(status, errors ? { message, errors } : { message });
};

/** Runs a handler; a thrown HttpError becomes its JSON answer (or an empty one when its body is null). */
export async function answer(run: () => Promise<Response | undefined>): Promise<Response | undefined> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return error.body === null
      ? new HttpResponse(null, { status: error.status })
      : HttpResponse.json(error.body, { status: error.status });
  }
}

/**
 * The request's body as text, refused with 413 above MAX_BODY_BYTES. The server measures every body before routing
 * (a declared Content-Length first), so this comes before the sign-in check.
 */
export async function readBodyText(request: Request): Promise<string> {
  const declared = request.headers.get('content-length');
  if (
    declared !== null &&
    !request.headers.has('transfer-encoding') &&
    Number.parseInt(declared, 10) > MAX_BODY_BYTES
  ) {
    fail(413, API_ERRORS.tooLarge);
  }
  const text = await request.text();
  // Only text this long can be over the limit in UTF-8 (at most 3 bytes per UTF-16 unit); measure it then.
  if (text.length * 3 > MAX_BODY_BYTES && new TextEncoder().encode(text).length > MAX_BODY_BYTES)
    fail(413, API_ERRORS.tooLarge);
  return text;
}

/** A JSON object body: 400 when it is not JSON or not an object; an empty body is `{}`. */
export function parseObject(text: string): Record<string, unknown> {
  const parsed = parseJsonObject(text);
  if ('error' in parsed) return fail(400, parsed.error.message, parsed.error.errors);
  return parsed.body;
}
