import { forwardRef, useId, type ReactNode } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';

export interface AuthFieldProps extends Omit<OutlinedInputProps, 'error' | 'inputRef' | 'label'> {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
}

/**
 * An outlined text field for the sign-in pages: what MUI's TextField renders, without its select mode, which brings
 * Select, Menu and Modal (about 16 KB gzipped) to a page that has no drop-down. The message is linked to the input.
 */
export const AuthField = forwardRef<HTMLInputElement, AuthFieldProps>(function AuthField(
  { label, error, helperText, fullWidth = true, required, id, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = `${inputId}-helper-text`;
  return (
    <FormControl error={error} fullWidth={fullWidth} required={required} variant="outlined">
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        inputRef={ref}
        label={label}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
