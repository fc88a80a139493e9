import { PasswordInput } from 'react-admin';
import { common } from '../plain/common';
import type { WidgetInputProps } from '../types';

/** A secret: required only when adding; on edit, left empty, it keeps its current value. */
export function SecretInput(props: WidgetInputProps) {
  const { mode, field } = props;
  return (
    <PasswordInput
      {...common(props)}
      isRequired={mode === 'add' && field.required}
      autoComplete="new-password"
      helperText={mode === 'edit' ? 'adminKit.password.keep' : 'adminKit.password.rules'}
    />
  );
}
