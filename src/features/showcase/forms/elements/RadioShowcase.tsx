import { useState } from 'react';
import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';

const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
const SHIPPING = ['standard', 'express', 'pickup'] as const;
const PLANS = [
  { key: 'basic', price: 0 },
  { key: 'team', price: 49 },
  { key: 'enterprise', price: 99 },
] as const;
const PAYMENTS = ['card', 'transfer', 'paypal'] as const;

function BasicRadios() {
  const t = useScopedTranslate('showcaseForms.radio');
  const [value, setValue] = useState<(typeof SHIPPING)[number]>('standard');
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="radio-shipping">{t('shipping')}</FormLabel>
        <RadioGroup
          aria-labelledby="radio-shipping"
          value={value}
          onChange={(e) => setValue(e.target.value as (typeof SHIPPING)[number])}
        >
          {SHIPPING.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={t(`shippingOptions.${option}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t('chosen', { value: t(`shippingOptions.${value}`) })}
      </Typography>
    </Stack>
  );
}

function InlineRadios() {
  const t = useScopedTranslate('showcaseForms');
  const [color, setColor] = useState<string>('primary');
  return (
    <FormControl>
      <FormLabel id="radio-colors">{t('radio.colorsTitle')}</FormLabel>
      <RadioGroup row aria-labelledby="radio-colors" value={color} onChange={(e) => setColor(e.target.value)}>
        {COLORS.map((c) => (
          <FormControlLabel key={c} value={c} control={<Radio color={c} />} label={t(`common.colors.${c}`)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function SizedRadios() {
  const t = useScopedTranslate('showcaseForms.common');
  const [size, setSize] = useState('medium');
  return (
    <RadioGroup row value={size} onChange={(e) => setSize(e.target.value)} aria-label={t('medium')}>
      <FormControlLabel value="small" control={<Radio size="small" />} label={t('small')} />
      <FormControlLabel value="medium" control={<Radio />} label={t('medium')} />
      <FormControlLabel
        value="large"
        control={<Radio sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }} />}
        label={t('large')}
      />
    </RadioGroup>
  );
}

function PlanCards() {
  const t = useScopedTranslate('showcaseForms.radio');
  const [plan, setPlan] = useState<string>('team');
  return (
    <RadioGroup
      value={plan}
      onChange={(e) => setPlan(e.target.value)}
      aria-label={t('plan')}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1.5 }}
    >
      {PLANS.map(({ key, price }) => (
        <Paper
          key={key}
          variant="outlined"
          sx={{ p: 1.5, borderColor: plan === key ? 'primary.main' : 'divider', borderWidth: plan === key ? 2 : 1 }}
        >
          <FormControlLabel
            value={key}
            control={<Radio />}
            sx={{ m: 0, alignItems: 'flex-start' }}
            label={
              <Box sx={{ pt: 1 }}>
                <Typography fontWeight={600}>{t(`plans.${key}`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('perMonth', { price })}
                </Typography>
              </Box>
            }
          />
        </Paper>
      ))}
    </RadioGroup>
  );
}

function RadioStates() {
  const t = useScopedTranslate('showcaseForms');
  return (
    <Stack spacing={2}>
      <RadioGroup defaultValue="a" aria-label={t('common.disabled')}>
        <FormControlLabel value="a" control={<Radio />} label={t('radio.optionEnabled')} />
        <FormControlLabel value="b" disabled control={<Radio />} label={t('radio.optionDisabled')} />
      </RadioGroup>
      {/* A disabled group: a fieldset whose legend names it, marked disabled for assistive technology too (inactive
          controls and their labels are exempt from the contrast minimum, WCAG 1.4.3). */}
      <FormControl component="fieldset" disabled aria-disabled="true">
        <FormLabel component="legend">{t('radio.groupDisabled')}</FormLabel>
        <RadioGroup row defaultValue="x">
          <FormControlLabel value="x" control={<Radio />} label={t('common.colors.primary')} />
          <FormControlLabel value="y" control={<Radio />} label={t('common.colors.secondary')} />
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}

function ValidatedRadios() {
  const t = useScopedTranslate('showcaseForms');
  const [payment, setPayment] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const invalid = submitted && !payment;
  const valid = submitted && Boolean(payment);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
      }}
    >
      <FormControl error={invalid} required>
        <FormLabel id="radio-payment" sx={valid ? { color: 'success.text' } : undefined}>
          {t('radio.payment')}
        </FormLabel>
        <RadioGroup aria-labelledby="radio-payment" value={payment} onChange={(e) => setPayment(e.target.value)}>
          {PAYMENTS.map((p) => (
            <FormControlLabel key={p} value={p} control={<Radio />} label={t(`radio.payments.${p}`)} />
          ))}
        </RadioGroup>
        <FormHelperText sx={valid ? { color: 'success.text' } : undefined}>
          {invalid ? t('common.errors.chooseOption') : valid ? t('common.valid') : ' '}
        </FormHelperText>
      </FormControl>
      <div>
        <Button type="submit" variant="contained">
          {t('common.submit')}
        </Button>
      </div>
    </Box>
  );
}

/** Radio groups: stacked and inline, colours, sizes, option cards, states and a required choice. */
export default function RadioShowcase() {
  const t = useScopedTranslate('showcaseForms.radio');
  return (
    <DemoGrid>
      <DemoCard title={t('basic')}>
        <BasicRadios />
      </DemoCard>
      <DemoCard title={t('inline')}>
        <InlineRadios />
      </DemoCard>
      <DemoCard title={t('sizes')}>
        <SizedRadios />
      </DemoCard>
      <DemoCard title={t('cards')} subtitle={t('cardsHelp')}>
        <PlanCards />
      </DemoCard>
      <DemoCard title={t('states')}>
        <RadioStates />
      </DemoCard>
      <DemoCard title={t('validation')}>
        <ValidatedRadios />
      </DemoCard>
    </DemoGrid>
  );
}
