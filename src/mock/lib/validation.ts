import { z } from 'zod';
import type { FieldErrors } from '../types/common';
import { badRequest } from './responses';

/** Either the parsed value or the 400 response to send. */
export type Parsed<T> = { data: T; response?: undefined } | { data?: undefined; response: Response };

/** One message per field path (`client.name`, `items.0.cost`); the first issue of a field wins. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    errors[key] ??= issue.message;
  }
  return errors;
}

function parsedOrBadRequest<S extends z.ZodType>(schema: S, value: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(value);
  return result.success ? { data: result.data } : { response: badRequest(fieldErrors(result.error)) };
}

/** Validates a JSON body; a missing or malformed body is judged like an empty one. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<Parsed<z.output<S>>> {
  const raw: unknown = await request.json().catch(() => undefined);
  return parsedOrBadRequest(schema, raw ?? {});
}

/** Validates the query string. Empty parameters count as absent, so a cleared filter means "no filter". */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): Parsed<z.output<S>> {
  const params = [...new URL(request.url).searchParams].filter(([, value]) => value.trim() !== '');
  return parsedOrBadRequest(schema, Object.fromEntries(params));
}

/** A positive integer id from a path parameter, or undefined (the caller answers 404). */
export function parseId(value: string | readonly string[] | undefined): number | undefined {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
