import { useState } from 'react';
import { Box } from '@mui/material';
import { useResourceContext } from 'react-admin';
import { useT } from '@/i18n/useT';
import { useFormState, type FieldError } from 'react-hook-form';
import { useMessage } from '@/shared/useMessage';
import { useLabels } from '../labels';
import { visuallyHidden } from '../visuallyHidden';
import { firstMessage } from './errorMessage';

/**
 * After a save the form refused, says what is wrong, field by field, in an alert for screen readers (react-admin
 * already marks each field invalid, links it to its message and focuses the first one, which reads out only that
 * field's message). One alert per attempt, so a second attempt is announced again.
 */
export function ErrorAnnouncer() {
  const area = useResourceContext()!;
  const labels = useLabels(area);
  const translate = useT();
  const message = useMessage();
  const { errors, submitCount, isSubmitting } = useFormState();
  const [announced, setAnnounced] = useState({ attempt: 0, text: '' });
  if (!isSubmitting && submitCount !== announced.attempt) {
    const invalid = Object.entries(errors).map(
      ([source, error]) => `${labels.field(source)}: ${message(firstMessage(error as FieldError)) ?? ''}`,
    );
    const text = invalid.length
      ? `${translate('adminKit.form.invalid', { smart_count: invalid.length })}. ${invalid.join('. ')}`
      : '';
    setAnnounced({ attempt: submitCount, text });
  }
  return (
    <Box key={announced.attempt} role="alert" sx={visuallyHidden}>
      {announced.text}
    </Box>
  );
}
