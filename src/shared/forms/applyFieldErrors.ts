import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/data/apiError';

export interface FieldErrorOptions {
  /** Server texts shown in the user's language: message → i18n key (the /v1 API sends i18n keys already). */
  known?: Readonly<Record<string, string>>;
  /** The form's name for a server path (`invoice.dueDate` → `dueDate`); the path itself when not given. */
  fieldOf?: (path: string) => string | undefined;
}

/**
 * The one way an API failure reaches a form: each field message of an ApiError goes on its field, a message for a
 * field the form does not have goes on the form (`root`). Returns false when the failure named no field; the caller
 * then reports it as a whole. What was typed stays.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  { known = {}, fieldOf }: FieldErrorOptions = {},
): boolean {
  if (!(error instanceof ApiError) || !error.hasFields) return false;
  for (const [path, message] of Object.entries(error.fields)) {
    const field = fieldOf ? fieldOf(path) : path;
    const target = field && fields.includes(field.split('.')[0]) ? field : 'root';
    setError(target as Path<T> | 'root', { type: 'server', message: known[message] ?? message });
  }
  return true;
}
