import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { validSx } from '../fieldState';
import { SpinButton } from './SpinButton';

const GUESTS = { min: 1, max: 8 };

const SPIN_CODE = `
<SpinButton label="Quantity" value={value} onChange={setValue} min={0} max={10} />
<SpinButton label="Price" value={price} onChange={setPrice} min={0} max={50} step={0.25} size="large" />
// clampOnBlur={false} keeps an out-of-range value so the form can explain what is wrong.
<SpinButton label="Guests" value={guests} onChange={setGuests} min={1} max={8} clampOnBlur={false}
  error={invalid} helperText={message} />`;

function Basic() {
  const t = useScopedTranslate('showcaseForms.spinbutton');
  const [value, setValue] = useState<number | null>(3);
  return (
    <Stack spacing={1}>
      <SpinButton
        label={t('quantity')}
        value={value}
        onChange={setValue}
        min={0}
        max={10}
        helperText={t('range', { min: 0, max: 10 })}
      />
    </Stack>
  );
}

function Steps() {
  const t = useScopedTranslate('showcaseForms.spinbutton');
  const [locale] = useLocaleState();
  const [volume, setVolume] = useState<number | null>(50);
  const [price, setPrice] = useState<number | null>(9.75);
  const money = price === null ? '' : price.toLocaleString(locale, { style: 'currency', currency: 'EUR' });
  return (
    <Stack spacing={2.5}>
      <SpinButton
        label={t('volume')}
        value={volume}
        onChange={setVolume}
        min={0}
        max={100}
        step={5}
        helperText={t('stepOf', { step: 5 })}
      />
      <SpinButton
        label={t('price')}
        value={price}
        onChange={setPrice}
        min={0}
        max={50}
        step={0.25}
        helperText={t('decimalHelp', { value: money })}
      />
    </Stack>
  );
}

function Sizes() {
  const t = useScopedTranslate('showcaseForms.common');
  const [values, setValues] = useState({ small: 1, medium: 2, large: 3 });
  const sizes = ['small', 'medium', 'large'] as const;
  return (
    <Stack spacing={2.5}>
      {sizes.map((size) => (
        <SpinButton
          key={size}
          size={size}
          label={t(size)}
          value={values[size]}
          min={0}
          max={9}
          onChange={(v) => setValues({ ...values, [size]: v ?? 0 })}
        />
      ))}
    </Stack>
  );
}

function Vertical() {
  const t = useScopedTranslate('showcaseForms.spinbutton');
  const [hours, setHours] = useState<number | null>(9);
  const [minutes, setMinutes] = useState<number | null>(30);
  const pad = (n: number | null) => String(n ?? 0).padStart(2, '0');
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <SpinButton vertical label={t('hours')} value={hours} onChange={setHours} min={0} max={23} />
      <SpinButton vertical label={t('minutes')} value={minutes} onChange={setMinutes} min={0} max={55} step={5} />
      <Typography variant="h4" component="p" aria-live="polite">
        {pad(hours)}:{pad(minutes)}
      </Typography>
    </Stack>
  );
}

function States() {
  const t = useScopedTranslate('showcaseForms.common');
  const [value, setValue] = useState<number | null>(4);
  return (
    <Stack spacing={2.5}>
      <SpinButton label={t('disabled')} value={2} onChange={() => undefined} disabled />
      <SpinButton label={t('readOnly')} value={value} onChange={setValue} readOnly />
    </Stack>
  );
}

function Validated() {
  const t = useScopedTranslate('showcaseForms');
  const [guests, setGuests] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [booked, setBooked] = useState<number | null>(null);
  const problem =
    guests === null
      ? t('common.errors.required')
      : guests < GUESTS.min || guests > GUESTS.max || !Number.isInteger(guests)
        ? t('spinbutton.outOfRange', GUESTS)
        : null;
  const invalid = submitted && problem !== null;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        setBooked(problem ? null : guests);
      }}
    >
      <Box sx={submitted && !problem ? validSx : undefined}>
        <SpinButton
          label={t('spinbutton.guests')}
          value={guests}
          clampOnBlur={false}
          min={GUESTS.min}
          max={GUESTS.max}
          onChange={(v) => {
            setGuests(v);
            setBooked(null);
          }}
          error={invalid}
          helperText={invalid ? (problem ?? undefined) : submitted ? t('common.valid') : t('spinbutton.range', GUESTS)}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
        <Button type="submit" variant="contained">
          {t('spinbutton.book')}
        </Button>
        {booked !== null && (
          <Typography role="status" color="success">
            {t('spinbutton.booked', { smart_count: booked })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Number steppers: bounds, steps and decimals, sizes, a vertical layout, states and a validated value. */
export default function SpinButtonShowcase() {
  const t = useScopedTranslate('showcaseForms.spinbutton');
  return (
    <DemoGrid>
      <DemoCard title={t('basic')} subtitle={t('basicHelp')} code={SPIN_CODE}>
        <Basic />
      </DemoCard>
      <DemoCard title={t('steps')}>
        <Steps />
      </DemoCard>
      <DemoCard title={t('sizes')}>
        <Sizes />
      </DemoCard>
      <DemoCard title={t('vertical')}>
        <Vertical />
      </DemoCard>
      <DemoCard title={t('states')}>
        <States />
      </DemoCard>
      <DemoCard title={t('validation')} subtitle={t('validationHelp')}>
        <Validated />
      </DemoCard>
    </DemoGrid>
  );
}
