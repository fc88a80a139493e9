import { useState } from 'react';
import { FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import dayjs, { type Dayjs } from 'dayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';
import type { TimeValidationError } from '@mui/x-date-pickers/models';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { PickersProvider } from '../../shared/PickersProvider';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { largeFieldSx } from '../fieldState';
import { pickerErrorKey } from './pickerErrors';
import { ValidatedPickerForm } from './ValidatedPickerForm';
import { useDateFormat } from './useDateFormat';

const at = (hour: number, minute = 0) => dayjs().hour(hour).minute(minute).second(0).millisecond(0);

function Basic() {
  const t = useScopedTranslate('showcaseForms');
  const format = useDateFormat();
  const [value, setValue] = useState<Dayjs | null>(() => at(9, 30));
  return (
    <TimePicker
      label={t('timepicker.time')}
      value={value}
      onChange={setValue}
      slotProps={{
        textField: {
          fullWidth: true,
          helperText: value?.isValid()
            ? t('common.selected', { value: format.time(value) })
            : t('common.nothingSelected'),
        },
      }}
    />
  );
}

function ClockFormats() {
  const t = useScopedTranslate('showcaseForms.timepicker');
  const [twelveHour, setTwelveHour] = useState(true);
  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={twelveHour} onChange={(e) => setTwelveHour(e.target.checked)} />}
        label={t('twelveHour')}
      />
      <TimePicker
        label={twelveHour ? t('twelveHourClock') : t('twentyFourHourClock')}
        ampm={twelveHour}
        defaultValue={at(14, 45)}
        slotProps={{ textField: { fullWidth: true } }}
      />
      <TimePicker
        label={t('withSeconds')}
        views={['hours', 'minutes', 'seconds']}
        ampm={twelveHour}
        defaultValue={at(8, 5)}
        slotProps={{ textField: { fullWidth: true } }}
      />
    </Stack>
  );
}

function Steps() {
  const t = useScopedTranslate('showcaseForms');
  const [error, setError] = useState<TimeValidationError>(null);
  const format = useDateFormat();
  const bounds = { min: format.time(at(9)), max: format.time(at(18)) };
  const key = pickerErrorKey(error);
  return (
    <Stack spacing={2.5}>
      <TimePicker
        label={t('timepicker.quarterHours')}
        timeSteps={{ minutes: 15 }}
        defaultValue={at(10, 15)}
        slotProps={{ textField: { fullWidth: true, helperText: t('timepicker.quarterHelp') } }}
      />
      <TimePicker
        label={t('timepicker.businessHours')}
        minTime={at(9)}
        maxTime={at(18)}
        onError={setError}
        slotProps={{
          textField: {
            fullWidth: true,
            helperText: key ? t(`pickers.errors.${key}`, bounds) : t('pickers.between', bounds),
          },
        }}
      />
    </Stack>
  );
}

function Inline() {
  const t = useScopedTranslate('showcaseForms');
  const format = useDateFormat();
  const [value, setValue] = useState<Dayjs | null>(() => at(12, 0));
  return (
    <Stack spacing={1} alignItems="center">
      <Paper variant="outlined" sx={{ width: 'fit-content', maxWidth: '100%' }}>
        <MultiSectionDigitalClock value={value} onChange={setValue} />
      </Paper>
      <Typography aria-live="polite">
        {value ? t('common.selected', { value: format.time(value) }) : t('common.nothingSelected')}
      </Typography>
    </Stack>
  );
}

function SizesAndStates() {
  const t = useScopedTranslate('showcaseForms.common');
  return (
    <Stack spacing={2.5}>
      <TimePicker
        label={t('small')}
        defaultValue={at(7)}
        slotProps={{ textField: { size: 'small', fullWidth: true } }}
      />
      <TimePicker
        label={t('large')}
        defaultValue={at(7)}
        slotProps={{ textField: { fullWidth: true, sx: largeFieldSx } }}
      />
      <TimePicker label={t('disabled')} defaultValue={at(7)} disabled slotProps={{ textField: { fullWidth: true } }} />
      <TimePicker label={t('readOnly')} defaultValue={at(7)} readOnly slotProps={{ textField: { fullWidth: true } }} />
    </Stack>
  );
}

function Validated() {
  const t = useScopedTranslate('showcaseForms');
  const format = useDateFormat();
  return (
    <ValidatedPickerForm
      bounds={{ min: format.time(at(8)), max: format.time(at(20)) }}
      show={format.time}
      picker={(props) => (
        <TimePicker
          label={t('timepicker.delivery')}
          minTime={at(8)}
          maxTime={at(20)}
          timeSteps={{ minutes: 30 }}
          {...props}
        />
      )}
    />
  );
}

/** Time pickers: 12- and 24-hour clocks, seconds, steps, limits, an inline clock, sizes, states and validation. */
export default function TimepickerShowcase() {
  const t = useScopedTranslate('showcaseForms.timepicker');
  return (
    <PickersProvider>
      <DemoGrid>
        <DemoCard title={t('basic')}>
          <Basic />
        </DemoCard>
        <DemoCard title={t('formats')}>
          <ClockFormats />
        </DemoCard>
        <DemoCard title={t('steps')}>
          <Steps />
        </DemoCard>
        <DemoCard title={t('inline')}>
          <Inline />
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
