import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { emptyToNull, issueMessage } from '@schemas/kit/validation';

/**
 * react-hook-form resolver for a declaration's schema. Empty text counts as no value; messages are i18n keys
 * (with arguments) that react-admin translates next to each field. On success the form submits the parsed
 * values, so unknown keys (id, timestamps, hashes) never travel back to the API.
 */
export function schemaResolver(schema: z.ZodObject): Resolver<FieldValues> {
  const resolve = zodResolver(schema, { error: issueMessage }) as unknown as Resolver<FieldValues>;
  return (values, context, options) => resolve(emptyToNull(values) as FieldValues, context, options);
}
