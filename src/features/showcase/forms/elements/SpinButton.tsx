import { useId, useState, type KeyboardEvent } from 'react';
import { Box, IconButton, InputAdornment, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { useLocaleState } from 'react-admin';
import { useT } from '@/i18n/useT';
import { largeFieldSx } from '../fieldState';
import { clamp, decimalsOf, parseTyped, stepBy, type SpinBounds } from './spin';

export interface SpinButtonProps extends Partial<SpinBounds> {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  size?: 'small' | 'medium' | 'large';
  /** Buttons above and below the number instead of on its sides. */
  vertical?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  error?: boolean;
  helperText?: string;
  /** Bring a typed value back inside the bounds when leaving the field (default). Off lets a form show an error instead. */
  clampOnBlur?: boolean;
}

/**
 * A number field with decrease and increase buttons (a "spin button"): arrow keys step, Page Up/Down step by ten,
 * Home/End jump to the bounds. What is typed stays as typed until the field is left.
 */
export function SpinButton({
  label,
  value,
  onChange,
  min = 0,
  max = 100,
  step = 1,
  size = 'medium',
  vertical,
  disabled,
  readOnly,
  error,
  helperText,
  clampOnBlur = true,
}: SpinButtonProps) {
  const translate = useT();
  const [locale] = useLocaleState();
  const id = useId();
  const bounds = { min, max, step };
  const [draft, setDraft] = useState<string | null>(null);
  const format = (n: number) =>
    n.toLocaleString(locale, { minimumFractionDigits: decimalsOf(step), useGrouping: false });
  const shown = draft ?? (value === null ? '' : format(value));
  const locked = disabled || readOnly;

  const move = (steps: number) => {
    if (locked) return;
    setDraft(null);
    onChange(stepBy(value, steps, bounds));
  };
  const type = (text: string) => {
    setDraft(text);
    const parsed = parseTyped(text);
    if (parsed === null || !Number.isNaN(parsed)) onChange(parsed);
  };
  const leave = () => {
    setDraft(null);
    if (clampOnBlur && value !== null) onChange(clamp(value, bounds));
  };
  const keys: Record<string, () => void> = {
    ArrowUp: () => move(1),
    ArrowDown: () => move(-1),
    PageUp: () => move(10),
    PageDown: () => move(-10),
    Home: () => {
      if (!locked) {
        setDraft(null);
        onChange(min);
      }
    },
    End: () => {
      if (!locked) {
        setDraft(null);
        onChange(max);
      }
    },
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const iconSize = size === 'small' ? 'small' : 'medium';
  const decrease = (
    <IconButton
      aria-label={translate('showcaseForms.spinbutton.decrease')}
      aria-controls={id}
      size={iconSize}
      disabled={locked || (value !== null && value <= min)}
      onClick={() => move(-1)}
      tabIndex={-1}
    >
      {vertical ? <KeyboardArrowDownIcon fontSize="inherit" /> : <RemoveIcon fontSize="inherit" />}
    </IconButton>
  );
  const increase = (
    <IconButton
      aria-label={translate('showcaseForms.spinbutton.increase')}
      aria-controls={id}
      size={iconSize}
      disabled={locked || (value !== null && value >= max)}
      onClick={() => move(1)}
      tabIndex={-1}
    >
      {vertical ? <KeyboardArrowUpIcon fontSize="inherit" /> : <AddIcon fontSize="inherit" />}
    </IconButton>
  );
  const field = (
    <TextField
      id={id}
      label={label}
      value={shown}
      onChange={(e) => type(e.target.value)}
      onBlur={leave}
      onKeyDown={onKeyDown}
      size={size === 'small' ? 'small' : 'medium'}
      disabled={disabled}
      error={error}
      helperText={helperText}
      fullWidth
      sx={size === 'large' ? largeFieldSx : undefined}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          role: 'spinbutton',
          inputMode: step % 1 === 0 ? 'numeric' : 'decimal',
          readOnly,
          'aria-valuemin': min,
          'aria-valuemax': max,
          'aria-valuenow': value ?? undefined,
          style: { textAlign: 'center' },
        },
        input: vertical
          ? undefined
          : {
              startAdornment: <InputAdornment position="start">{decrease}</InputAdornment>,
              endAdornment: <InputAdornment position="end">{increase}</InputAdornment>,
            },
      }}
    />
  );
  if (!vertical) return field;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', width: 120 }}>
      {increase}
      {field}
      {decrease}
    </Box>
  );
}
