import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './requestJson';

/**
 * Puts a 400's field messages on the form's fields (they are i18n keys, or plain text from a real server) and
 * returns true; returns false for any other failure, which the caller reports as a whole.
 */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const entries = Object.entries(error.fieldErrors);
  for (const [field, message] of entries) {
    setError((fields.includes(field.split('.')[0]) ? field : 'root') as Path<T> | 'root', { type: 'server', message });
  }
  return entries.length > 0;
}
