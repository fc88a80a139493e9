import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import dayjs, { type Dayjs } from 'dayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { PickersProvider } from '../../shared/PickersProvider';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { largeFieldSx } from '../fieldState';
import { pickerErrorKey } from './pickerErrors';
import { ValidatedPickerForm } from './ValidatedPickerForm';
import { useDateFormat } from './useDateFormat';

const nextHour = () => dayjs().add(1, 'hour').startOf('hour');

function Basic() {
  const t = useScopedTranslate('showcaseForms');
  const format = useDateFormat();
  const [value, setValue] = useState<Dayjs | null>(nextHour);
  return (
    <DateTimePicker
      label={t('dateTime.meeting')}
      value={value}
      onChange={setValue}
      slotProps={{
        textField: {
          fullWidth: true,
          helperText: value?.isValid()
            ? t('common.selected', { value: format.dateTime(value) })
            : t('common.nothingSelected'),
        },
      }}
    />
  );
}

function Formats() {
  const t = useScopedTranslate('showcaseForms.dateTime');
  return (
    <Stack spacing={2.5}>
      <DateTimePicker
        label={t('twentyFourHour')}
        ampm={false}
        defaultValue={nextHour()}
        slotProps={{ textField: { fullWidth: true } }}
      />
      <DateTimePicker
        label={t('withSeconds')}
        views={['year', 'day', 'hours', 'minutes', 'seconds']}
        defaultValue={nextHour()}
        slotProps={{ textField: { fullWidth: true } }}
      />
      <MobileDateTimePicker
        label={t('inDialog')}
        defaultValue={nextHour()}
        slotProps={{ textField: { fullWidth: true, helperText: t('inDialogHelp') } }}
      />
    </Stack>
  );
}

function Range() {
  const t = useScopedTranslate('showcaseForms');
  const format = useDateFormat();
  const [start, setStart] = useState<Dayjs | null>(nextHour);
  const [end, setEnd] = useState<Dayjs | null>(() => nextHour().add(2, 'hour'));
  const [endError, setEndError] = useState<DateTimeValidationError>(null);
  const ordered = start && end && start.isValid() && end.isValid() ? end.isAfter(start) : null;
  const hours = ordered ? end!.diff(start!, 'minute') / 60 : 0;
  const key = pickerErrorKey(endError);
  return (
    <Stack spacing={2.5}>
      <DateTimePicker
        label={t('dateTime.start')}
        value={start}
        onChange={setStart}
        slotProps={{ textField: { fullWidth: true } }}
      />
      <DateTimePicker
        label={t('dateTime.end')}
        value={end}
        onChange={setEnd}
        minDateTime={start ?? undefined}
        onError={setEndError}
        slotProps={{
          textField: {
            fullWidth: true,
            error: Boolean(key),
            helperText: key ? t('dateTime.endAfterStart', { start: start ? format.dateTime(start) : '' }) : ' ',
          },
        }}
      />
      <Typography aria-live="polite">
        {ordered ? t('dateTime.duration', { smart_count: Number(hours.toFixed(2)) }) : t('dateTime.noDuration')}
      </Typography>
    </Stack>
  );
}

function Limits() {
  const t = useScopedTranslate('showcaseForms');
  const format = useDateFormat();
  const [error, setError] = useState<DateTimeValidationError>(null);
  const min = dayjs().hour(8).minute(0);
  const max = dayjs().hour(20).minute(0);
  const bounds = { min: format.time(min), max: format.time(max) };
  const key = pickerErrorKey(error);
  return (
    <DateTimePicker
      label={t('dateTime.appointment')}
      disablePast
      maxDate={dayjs().add(14, 'day')}
      minTime={min}
      maxTime={max}
      timeSteps={{ minutes: 30 }}
      onError={setError}
      slotProps={{
        textField: {
          fullWidth: true,
          helperText: key ? t(`pickers.errors.${key}`, bounds) : t('dateTime.limitsHelp', bounds),
        },
      }}
    />
  );
}

function SizesAndStates() {
  const t = useScopedTranslate('showcaseForms.common');
  return (
    <Stack spacing={2.5}>
      <DateTimePicker
        label={t('small')}
        defaultValue={nextHour()}
        slotProps={{ textField: { size: 'small', fullWidth: true } }}
      />
      <DateTimePicker
        label={t('large')}
        defaultValue={nextHour()}
        slotProps={{ textField: { fullWidth: true, sx: largeFieldSx } }}
      />
      <DateTimePicker
        label={t('disabled')}
        defaultValue={nextHour()}
        disabled
        slotProps={{ textField: { fullWidth: true } }}
      />
      <DateTimePicker
        label={t('readOnly')}
        defaultValue={nextHour()}
        readOnly
        slotProps={{ textField: { fullWidth: true } }}
      />
    </Stack>
  );
}

function Validated() {
  const t = useScopedTranslate('showcaseForms');
  const format = useDateFormat();
  const min = dayjs().startOf('minute');
  const max = min.add(30, 'day');
  return (
    <ValidatedPickerForm
      bounds={{ min: format.dateTime(min), max: format.dateTime(max) }}
      show={format.dateTime}
      picker={(props) => (
        <DateTimePicker label={t('dateTime.reminder')} minDateTime={min} maxDateTime={max} {...props} />
      )}
    />
  );
}

/** Date-and-time pickers: formats, a dialog variant, a validated range, limits, sizes, states and a required value. */
export default function DateTimePickerShowcase() {
  const t = useScopedTranslate('showcaseForms.dateTime');
  return (
    <PickersProvider>
      <DemoGrid>
        <DemoCard title={t('basic')}>
          <Basic />
        </DemoCard>
        <DemoCard title={t('formats')}>
          <Formats />
        </DemoCard>
        <DemoCard title={t('range')} subtitle={t('rangeHelp')}>
          <Range />
        </DemoCard>
        <DemoCard title={t('limits')}>
          <Limits />
        </DemoCard>
        <DemoCard title={t('sizesAndStates')}>
          <SizesAndStates />
        </DemoCard>
        <DemoCard title={t('validation')}>
          <Validated />
        </DemoCard>
      </DemoGrid>
    </PickersProvider>
  );
}
