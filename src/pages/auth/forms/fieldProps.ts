import type { FieldError } from 'react-hook-form';

/** Error state and translated helper text for a field. */
export const errorProps = (error: FieldError | undefined, translate: (key: string) => string) => ({
  error: Boolean(error),
  helperText: error?.message ? translate(error.message) : undefined,
});
