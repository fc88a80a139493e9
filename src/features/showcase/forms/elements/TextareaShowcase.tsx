import { useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { largeFieldSx, stateProps, type FieldState } from '../fieldState';

const NOTE_MAX = 120;
const REVIEW_MIN = 20;

function BasicTextarea() {
  const t = useScopedTranslate('showcaseForms.textarea');
  return <TextField label={t('message')} placeholder={t('placeholder')} multiline rows={4} fullWidth />;
}

function AutoSize() {
  const t = useScopedTranslate('showcaseForms.textarea');
  return (
    <TextField
      label={t('autoSizeLabel')}
      multiline
      minRows={2}
      maxRows={6}
      fullWidth
      helperText={t('autoSizeHelp')}
      defaultValue={t('autoSizeSample')}
    />
  );
}

function Counter() {
  const t = useScopedTranslate('showcaseForms.textarea');
  const [note, setNote] = useState('');
  const left = NOTE_MAX - note.length;
  return (
    <TextField
      label={t('note')}
      multiline
      rows={3}
      fullWidth
      value={note}
      onChange={(e) => setNote(e.target.value)}
      slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
      color={left <= 10 ? 'warning' : 'primary'}
      helperText={t('counter', { count: note.length, max: NOTE_MAX })}
    />
  );
}

function Sizes() {
  const t = useScopedTranslate('showcaseForms.common');
  return (
    <Stack spacing={2}>
      <TextField size="small" label={t('small')} multiline rows={2} fullWidth />
      <TextField label={t('medium')} multiline rows={2} fullWidth />
      <TextField
        label={t('large')}
        multiline
        rows={2}
        fullWidth
        sx={largeFieldSx}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}

function States() {
  const t = useScopedTranslate('showcaseForms');
  return (
    <Stack spacing={2}>
      <TextField
        label={t('common.disabled')}
        multiline
        rows={2}
        fullWidth
        disabled
        defaultValue={t('input.cannotEdit')}
      />
      <TextField
        label={t('common.readOnly')}
        multiline
        rows={2}
        fullWidth
        defaultValue={t('input.readOnlyValue')}
        slotProps={{ input: { readOnly: true } }}
      />
      <TextField label={t('textarea.filled')} variant="filled" multiline rows={2} fullWidth />
    </Stack>
  );
}

function ValidatedReview() {
  const t = useScopedTranslate('showcaseForms');
  const [review, setReview] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState(false);
  const length = review.trim().length;
  const state: FieldState = !touched ? 'idle' : length >= REVIEW_MIN ? 'valid' : 'invalid';
  const message =
    length === 0
      ? t('common.errors.required')
      : t('textarea.tooShort', { min: REVIEW_MIN, smart_count: REVIEW_MIN - length });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        setSent(length >= REVIEW_MIN);
      }}
    >
      <TextField
        label={t('textarea.review')}
        required
        multiline
        rows={4}
        fullWidth
        value={review}
        {...stateProps(state)}
        onChange={(e) => {
          setReview(e.target.value);
          setSent(false);
        }}
        onBlur={() => setTouched(true)}
        helperText={
          state === 'invalid'
            ? message
            : state === 'valid'
              ? t('common.valid')
              : t('textarea.reviewHelp', { min: REVIEW_MIN })
        }
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
        <Button type="submit" variant="contained">
          {t('common.submit')}
        </Button>
        {sent && (
          <Typography role="status" color="success">
            {t('textarea.thanks')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Multi-line text: fixed rows, growing with the text, a character counter, sizes, states and validation. */
export default function TextareaShowcase() {
  const t = useScopedTranslate('showcaseForms.textarea');
  return (
    <DemoGrid>
      <DemoCard title={t('basic')}>
        <BasicTextarea />
      </DemoCard>
      <DemoCard title={t('autoSize')}>
        <AutoSize />
      </DemoCard>
      <DemoCard title={t('counterTitle')}>
        <Counter />
      </DemoCard>
      <DemoCard title={t('sizes')}>
        <Sizes />
      </DemoCard>
      <DemoCard title={t('states')}>
        <States />
      </DemoCard>
      <DemoCard title={t('validation')}>
        <ValidatedReview />
      </DemoCard>
    </DemoGrid>
  );
}
