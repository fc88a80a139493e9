import type { FieldError } from 'react-hook-form';

/** The first message of a field's error, looking into list items (a tag that is too long, a repeater row). */
export function firstMessage(error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (typeof error.message === 'string' && error.message) return error.message;
  for (const inner of Object.values(error as Record<string, unknown>)) {
    if (inner && typeof inner === 'object' && 'message' in inner) {
      const found = firstMessage(inner as FieldError);
      if (found) return found;
    }
  }
  return undefined;
}
