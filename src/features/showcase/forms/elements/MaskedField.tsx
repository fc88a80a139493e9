import { TextField } from '@mui/material';
import type { FactoryOpts, InputMask } from 'imask';
import { useIMask } from 'react-imask';
import { largeFieldSx, stateProps, type FieldState } from '../fieldState';

export interface MaskedValue {
  /** What the field shows, with the mask's characters. */
  value: string;
  /** Only what was typed (e.g. the digits of a phone number). */
  unmasked: string;
  /** Every required character has been typed. */
  complete: boolean;
  /** The value as the mask understands it: a number, a Date, or the text. */
  typed: unknown;
}

export interface MaskedFieldProps {
  label: string;
  /** Mask options; keep the object stable (a constant or useMemo), a new object re-applies the mask. */
  options: FactoryOpts;
  onAccept?: (value: MaskedValue) => void;
  placeholder?: string;
  helperText?: string;
  state?: FieldState;
  required?: boolean;
  onBlur?: () => void;
  name?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'text';
  size?: 'small' | 'medium' | 'large';
  disabled?: boolean;
  readOnly?: boolean;
  /** Starting text, formatted by the mask. */
  defaultValue?: string;
}

const read = (mask: InputMask<FactoryOpts>): MaskedValue => ({
  value: mask.value,
  unmasked: mask.unmaskedValue,
  complete: mask.masked.isComplete,
  typed: mask.typedValue,
});

/** An MUI text field whose input is formatted by react-imask as you type. */
export function MaskedField({
  label,
  options,
  onAccept,
  placeholder,
  helperText,
  state = 'idle',
  required,
  onBlur,
  name,
  inputMode,
  size = 'medium',
  disabled,
  readOnly,
  defaultValue,
}: MaskedFieldProps) {
  const { ref } = useIMask<HTMLInputElement>(options, {
    onAccept: (_value, mask) => onAccept?.(read(mask)),
    defaultValue,
  });
  const validity = stateProps(state);
  return (
    <TextField
      inputRef={ref}
      label={label}
      placeholder={placeholder}
      helperText={helperText}
      required={required}
      onBlur={onBlur}
      name={name}
      fullWidth
      disabled={disabled}
      size={size === 'small' ? 'small' : 'medium'}
      error={validity.error}
      sx={validity.sx ?? (size === 'large' ? largeFieldSx : undefined)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr', inputMode, autoComplete: 'off', readOnly } }}
    />
  );
}
