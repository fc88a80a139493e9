import type { SxProps, Theme } from '@mui/material/styles';

/** A field's validation state as a form shows it: nothing yet, passed, or failed. */
export type FieldState = 'idle' | 'valid' | 'invalid';

/** Outline, label and helper text in the success colour, for a field that passed validation. */
export const validSx: SxProps<Theme> = {
  '& .MuiOutlinedInput-notchedOutline, & .MuiOutlinedInput-root:hover .MuiOutlinedInput-notchedOutline': {
    borderColor: 'success.main',
  },
  '& .MuiInputLabel-root, & .MuiFormHelperText-root, & .MuiFormLabel-root': { color: 'success.text' },
  '& .MuiInput-underline:before, & .MuiFilledInput-underline:before': { borderBottomColor: 'success.main' },
};

/** Props that show a state on an MUI field: `error` for failures, the success colours for passes. */
export function stateProps(state: FieldState): { error: boolean; sx?: SxProps<Theme> } {
  return state === 'valid' ? { error: false, sx: validSx } : { error: state === 'invalid' };
}

/** A "large" size for MUI fields, which ship only small and medium; pair it with a shrunk label. */
export const largeFieldSx: SxProps<Theme> = {
  '& .MuiInputBase-root': { fontSize: '1.15rem' },
  '& .MuiInputBase-input, & .MuiSelect-select': { py: 2.1 },
};
