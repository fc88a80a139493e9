import { z } from 'zod';

/** Building blocks for query-string schemas (values arrive as strings). */
export const pageParam = z.coerce
  .number({ error: 'Page must be a number' })
  .int('Page must be a whole number')
  .min(1, 'Page starts at 1')
  .default(1);

export const perPageParam = (fallback: number) =>
  z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(100, 'Page size is at most 100')
    .default(fallback);

/** `true`/`1` or `false`/`0`. */
export const booleanParam = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true or false' })
  .transform((value) => value === 'true' || value === '1');

export const textParam = z.string().trim();

/** A comma-separated list of allowed values: `Business,Holiday`. */
export const listParam = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values, { error: message })));
