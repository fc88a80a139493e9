import { useState } from 'react';
import { Paper, Stack, Typography } from '@mui/material';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { PickersProvider } from '../../shared/PickersProvider';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { largeFieldSx } from '../fieldState';
import { pickerErrorKey } from './pickerErrors';
import { ValidatedPickerForm } from './ValidatedPickerForm';
import { useDateFormat } from './useDateFormat';

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

function Basic() {
  const t = useScopedTranslate('showcaseForms');
  const format = useDateFormat();
  const [value, setValue] = useState<Dayjs | null>(() => dayjs());
  return (
    <DatePicker
      label={t('datepicker.date')}
      value={value}
      onChange={setValue}
      slotProps={{
        textField: {
          fullWidth: true,
          helperText: value?.isValid()
            ? t('common.selected', { value: format.date(value) })
            : t('common.nothingSelected'),
        },
      }}
    />
  );
}

function Sizes() {
  const t = useScopedTranslate('showcaseForms.common');
  return (
    <Stack spacing={2.5}>
      <DatePicker
        label={t('small')}
        defaultValue={dayjs()}
        slotProps={{ textField: { size: 'small', fullWidth: true } }}
      />
      <DatePicker label={t('medium')} defaultValue={dayjs()} slotProps={{ textField: { fullWidth: true } }} />
      <DatePicker
        label={t('large')}
        defaultValue={dayjs()}
        slotProps={{ textField: { fullWidth: true, sx: largeFieldSx } }}
      />
    </Stack>
  );
}

function Limits() {
  const t = useScopedTranslate('showcaseForms');
  const format = useDateFormat();
  const [error, setError] = useState<DateValidationError>(null);
  const [weekdayError, setWeekdayError] = useState<DateValidationError>(null);
  const today = dayjs().startOf('day');
  const max = today.add(60, 'day');
  const key = pickerErrorKey(error);
  const weekdayKey = pickerErrorKey(weekdayError);
  const bounds = { min: format.shortDate(today), max: format.shortDate(max) };
  return (
    <Stack spacing={2.5}>
      <DatePicker
        label={t('datepicker.nextSixtyDays')}
        disablePast
        maxDate={max}
        onError={setError}
        slotProps={{
          textField: {
            fullWidth: true,
            helperText: key ? t(`pickers.errors.${key}`, bounds) : t('pickers.between', bounds),
          },
        }}
      />
      <DatePicker
        label={t('datepicker.weekdaysOnly')}
        shouldDisableDate={isWeekend}
        onError={setWeekdayError}
        slotProps={{
          textField: {
            fullWidth: true,
            helperText: weekdayKey ? t(`pickers.errors.${weekdayKey}`, bounds) : t('datepicker.weekdaysHelp'),
          },
        }}
      />
    </Stack>
  );
}

function Views() {
  const t = useScopedTranslate('showcaseForms.datepicker');
  return (
    <Stack spacing={2.5}>
      <DatePicker
        label={t('monthAndYear')}
        views={['month', 'year']}
        openTo="month"
        defaultValue={dayjs()}
        slotProps={{ textField: { fullWidth: true } }}
      />
      <DatePicker
        label={t('yearOnly')}
        views={['year']}
        defaultValue={dayjs()}
        slotProps={{ textField: { fullWidth: true } }}
      />
    </Stack>
  );
}

function Inline() {
  const t = useScopedTranslate('showcaseForms');
  const format = useDateFormat();
  const [value, setValue] = useState<Dayjs | null>(() => dayjs());
  return (
    <Stack spacing={1} alignItems="center">
      <Paper variant="outlined" sx={{ width: 'fit-content', maxWidth: '100%', overflowX: 'auto' }}>
        <DateCalendar value={value} onChange={setValue} />
      </Paper>
      <Typography aria-live="polite">
        {value ? t('common.selected', { value: format.date(value) }) : t('common.nothingSelected')}
      </Typography>
    </Stack>
  );
}

function States() {
  const t = useScopedTranslate('showcaseForms.common');
  return (
    <Stack spacing={2.5}>
      <DatePicker
        label={t('disabled')}
        defaultValue={dayjs()}
        disabled
        slotProps={{ textField: { fullWidth: true } }}
      />
      <DatePicker
        label={t('readOnly')}
        defaultValue={dayjs()}
        readOnly
        slotProps={{ textField: { fullWidth: true } }}
      />
    </Stack>
  );
}

function Validated() {
  const t = useScopedTranslate('showcaseForms');
  const format = useDateFormat();
  const min = dayjs().startOf('day');
  const max = min.add(1, 'year');
  return (
    <ValidatedPickerForm
      bounds={{ min: format.shortDate(min), max: format.shortDate(max) }}
      show={format.date}
      picker={(props) => <DatePicker label={t('datepicker.departure')} minDate={min} maxDate={max} {...props} />}
    />
  );
}

/** Date pickers (MUI X on dayjs, in the interface language): sizes, limits, views, an inline calendar, states, validation. */
export default function DatepickerShowcase() {
  const t = useScopedTranslate('showcaseForms.datepicker');
  return (
    <PickersProvider>
      <DemoGrid>
        <DemoCard title={t('basic')} subtitle={t('basicHelp')}>
          <Basic />
        </DemoCard>
        <DemoCard title={t('sizes')}>
          <Sizes />
        </DemoCard>
        <DemoCard title={t('limits')}>
          <Limits />
        </DemoCard>
        <DemoCard title={t('views')}>
          <Views />
        </DemoCard>
        <DemoCard title={t('inline')}>
          <Inline />
        </DemoCard>
        <Stack spacing={3}>
          <DemoCard title={t('states')}>
            <States />
          </DemoCard>
          <DemoCard title={t('validation')}>
            <Validated />
          </DemoCard>
        </Stack>
      </DemoGrid>
    </PickersProvider>
  );
}
