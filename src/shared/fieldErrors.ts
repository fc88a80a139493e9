import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiErrorBody } from '@/contract/types';
import { ApiError as V1ApiError } from '@/data/httpClient';
import { ApiError } from './requestJson';

/**
 * The field messages of a 400, from a demo endpoint (`{ error: { field: message } }`) or from the /v1 contract
 * (`{ message, errors: { field: message } }`); null for any other failure.
 */
export function fieldMessagesOf(error: unknown): Record<string, string> | null {
  if (error instanceof ApiError) return error.status === 400 ? error.fieldErrors : null;
  if (error instanceof V1ApiError && error.status === 400) {
    const errors = (error.body as Partial<ApiErrorBody> | null)?.errors;
    if (!errors || typeof errors !== 'object') return {};
    return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
  return null;
}

/**
 * Puts a 400's field messages on the form's fields (they are i18n keys, or plain text from a real server, which
 * `known` may map to i18n keys) and returns true; returns false for any other failure, which the caller reports as
 * a whole.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown, setError: UseFormSetError<T>, fields: readonly string[], known: Readonly<Record<string, string>> = {},
): boolean {
  const entries = Object.entries(fieldMessagesOf(error) ?? {});
  for (const [field, message] of entries) {
    setError((fields.includes(field.split('.')[0]) ? field : 'root') as Path<T> | 'root', { type: 'server', message: known[message] ?? message });
  }
  return entries.length > 0;
}
