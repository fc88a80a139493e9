import { useState, type ReactElement } from 'react';
import { Box, Button, Typography, type SxProps, type Theme } from '@mui/material';
import type { Dayjs } from 'dayjs';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { validSx } from '../fieldState';
import { pickerErrorKey } from './pickerErrors';

/** What the form hands its picker: the value, the handlers and the text field's state. */
export interface ValidatedPickerProps {
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  onError: (error: DateTimeValidationError) => void;
  slotProps: {
    textField: { fullWidth: true; required: true; error: boolean; sx?: SxProps<Theme>; helperText: string };
  };
}

/**
 * A required picker in a form that reports, at the field, a missing value or one outside `bounds`, and shows what
 * was sent. Date, time and date-time showcases share it; each passes its own picker.
 */
export function ValidatedPickerForm({
  bounds,
  show,
  picker,
}: {
  bounds: { min: string; max: string };
  show: (value: Dayjs) => string;
  picker: (props: ValidatedPickerProps) => ReactElement;
}) {
  const t = useScopedTranslate('showcaseForms');
  const [value, setValue] = useState<Dayjs | null>(null);
  const [error, setError] = useState<DateTimeValidationError>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const key = !value ? (submitted ? 'required' : null) : pickerErrorKey(error);
  const message = key === 'required' ? t('common.errors.required') : key ? t(`pickers.errors.${key}`, bounds) : null;
  const valid = submitted && !key;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        setSaved(value && !pickerErrorKey(error) ? show(value) : null);
      }}
    >
      {picker({
        value,
        onChange: (next) => {
          setValue(next);
          setSaved(null);
        },
        onError: setError,
        slotProps: {
          textField: {
            fullWidth: true,
            required: true,
            error: Boolean(message),
            sx: valid ? validSx : undefined,
            helperText: message ?? (valid ? t('common.valid') : t('pickers.between', bounds)),
          },
        },
      })}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
        <Button type="submit" variant="contained">
          {t('common.submit')}
        </Button>
        {saved && (
          <Typography role="status" color="success">
            {t('common.sent', { value: saved })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
