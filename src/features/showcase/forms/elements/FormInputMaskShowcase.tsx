import { useMemo, useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { useLocaleState } from 'react-admin';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import type { FieldState } from '../fieldState';
import { MaskedField, type MaskedValue } from './MaskedField';
import {
  CARD_CODE,
  CARD_EXPIRY,
  CARD_MASKS,
  ORDER_CODE,
  PHONE_PT,
  PHONE_US,
  TIME_24H,
  cardBrand,
  dateMask,
  datePlaceholder,
  dollarMask,
  numeralMask,
} from './masks';
import { useDateFormat } from './useDateFormat';

const PHONE_CODE = `
// react-imask on an MUI TextField: the mask formats the input as the user types.
const PHONE_US = { mask: '+{1} (000) 000-0000' };
const { ref } = useIMask<HTMLInputElement>(PHONE_US, {
  onAccept: (_value, mask) => setPhone({ value: mask.value, unmasked: mask.unmaskedValue, complete: mask.masked.isComplete }),
});
<TextField inputRef={ref} label="Phone" />`;

const NUMBER_CODE = `
// Numbers grouped the way the interface language writes them.
const { decimal, group } = numberSymbols(locale); // from Intl.NumberFormat
const numeral = { mask: Number, scale: 2, thousandsSeparator: group, radix: decimal };
const dollars = { mask: '$ num', blocks: { num: numeral } };`;

const EMPTY: MaskedValue = { value: '', unmasked: '', complete: false, typed: '' };

function Phones() {
  const t = useScopedTranslate('showcaseForms.inputMask');
  const [us, setUs] = useState<MaskedValue>(EMPTY);
  const [pt, setPt] = useState<MaskedValue>(EMPTY);
  const status = (v: MaskedValue) =>
    v.unmasked
      ? t('raw', { value: v.unmasked }) + ' · ' + (v.complete ? t('complete') : t('incomplete'))
      : t('typeDigits');
  return (
    <Stack spacing={2.5}>
      <MaskedField
        label={t('phoneUs')}
        options={PHONE_US}
        onAccept={setUs}
        placeholder="+1 (555) 000-0000"
        inputMode="tel"
        helperText={status(us)}
      />
      <MaskedField
        label={t('phonePt')}
        options={PHONE_PT}
        onAccept={setPt}
        placeholder="+351 900 000 000"
        inputMode="tel"
        helperText={status(pt)}
      />
    </Stack>
  );
}

function CreditCard() {
  const t = useScopedTranslate('showcaseForms.inputMask');
  const [card, setCard] = useState<MaskedValue>(EMPTY);
  const [expiry, setExpiry] = useState<MaskedValue>(EMPTY);
  const brand = cardBrand(card.unmasked);
  return (
    <Stack spacing={2.5}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <CreditCardIcon color="action" />
        <Chip
          size="small"
          label={t(`brands.${brand}`)}
          color={brand === 'unknown' ? 'default' : 'primary'}
          aria-live="polite"
        />
      </Box>
      <MaskedField
        label={t('cardNumber')}
        options={CARD_MASKS[brand]}
        onAccept={setCard}
        placeholder="0000 0000 0000 0000"
        inputMode="numeric"
        helperText={card.unmasked ? t('digits', { smart_count: card.unmasked.length }) : t('cardHelp')}
      />
      <Stack direction="row" spacing={2}>
        <MaskedField
          label={t('expiry')}
          options={CARD_EXPIRY}
          onAccept={setExpiry}
          placeholder={t('expiryPlaceholder')}
          inputMode="numeric"
          helperText={expiry.complete ? t('complete') : ' '}
        />
        <MaskedField
          label={t('code')}
          options={CARD_CODE}
          placeholder="123"
          inputMode="numeric"
          helperText={t('codeHelp')}
        />
      </Stack>
    </Stack>
  );
}

function DateAndTime() {
  const t = useScopedTranslate('showcaseForms.inputMask');
  const [locale] = useLocaleState();
  const format = useDateFormat();
  const options = useMemo(() => dateMask(locale), [locale]);
  const [date, setDate] = useState<MaskedValue>(EMPTY);
  const [time, setTime] = useState<MaskedValue>(EMPTY);
  const letters = { day: t('letters.day'), month: t('letters.month'), year: t('letters.year') };
  return (
    <Stack spacing={2.5}>
      <MaskedField
        key={locale}
        label={t('date')}
        options={options}
        onAccept={setDate}
        placeholder={datePlaceholder(locale, letters)}
        inputMode="numeric"
        helperText={date.complete && date.typed instanceof Date ? format.date(date.typed) : t('dateHelp')}
      />
      <MaskedField
        label={t('time')}
        options={TIME_24H}
        onAccept={setTime}
        placeholder="23:59"
        inputMode="numeric"
        helperText={time.complete ? t('complete') : t('timeHelp')}
      />
    </Stack>
  );
}

function Numbers() {
  const t = useScopedTranslate('showcaseForms.inputMask');
  const [locale] = useLocaleState();
  const numeral = useMemo(() => numeralMask(locale), [locale]);
  const dollars = useMemo(() => dollarMask(locale), [locale]);
  const [number, setNumber] = useState<MaskedValue>(EMPTY);
  const [amount, setAmount] = useState<MaskedValue>(EMPTY);
  return (
    <Stack spacing={2.5}>
      <MaskedField
        key={`n-${locale}`}
        label={t('numeral')}
        options={numeral}
        onAccept={setNumber}
        placeholder={(1234567.89).toLocaleString(locale)}
        inputMode="decimal"
        helperText={number.unmasked ? t('raw', { value: number.unmasked }) : t('numeralHelp')}
      />
      <MaskedField
        key={`d-${locale}`}
        label={t('prefix')}
        options={dollars}
        onAccept={setAmount}
        placeholder="$ 0"
        inputMode="decimal"
        helperText={amount.unmasked ? t('raw', { value: amount.unmasked }) : t('prefixHelp')}
      />
      <MaskedField label={t('orderCode')} options={ORDER_CODE} inputMode="numeric" helperText={t('orderCodeHelp')} />
    </Stack>
  );
}

function SizesAndStates() {
  const t = useScopedTranslate('showcaseForms');
  return (
    <Stack spacing={2.5}>
      <MaskedField size="small" label={t('common.small')} options={TIME_24H} placeholder="23:59" inputMode="numeric" />
      <MaskedField
        size="large"
        label={t('common.large')}
        options={PHONE_US}
        placeholder="+1 (555) 000-0000"
        inputMode="tel"
      />
      <MaskedField disabled label={t('common.disabled')} options={PHONE_US} defaultValue="5551234567" />
      <MaskedField readOnly label={t('common.readOnly')} options={CARD_MASKS.visa} defaultValue="4111111111111111" />
    </Stack>
  );
}

function Validated() {
  const t = useScopedTranslate('showcaseForms');
  const [phone, setPhone] = useState<MaskedValue>(EMPTY);
  const [card, setCard] = useState<MaskedValue>(EMPTY);
  const [touched, setTouched] = useState({ phone: false, card: false });
  const [sent, setSent] = useState(false);
  const brand = cardBrand(card.unmasked);
  const check = (v: MaskedValue, wasTouched: boolean): FieldState =>
    !wasTouched ? 'idle' : v.complete ? 'valid' : 'invalid';
  const phoneState = check(phone, touched.phone);
  const cardState = check(card, touched.card);
  const message = (v: MaskedValue, state: FieldState, incomplete: string) =>
    state === 'invalid'
      ? v.unmasked
        ? incomplete
        : t('common.errors.required')
      : state === 'valid'
        ? t('common.valid')
        : ' ';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched({ phone: true, card: true });
        setSent(phone.complete && card.complete);
      }}
    >
      <Stack spacing={2.5}>
        <MaskedField
          label={t('inputMask.phoneUs')}
          options={PHONE_US}
          required
          state={phoneState}
          inputMode="tel"
          placeholder="+1 (555) 000-0000"
          onAccept={(v) => {
            setPhone(v);
            setSent(false);
          }}
          onBlur={() => setTouched((s) => ({ ...s, phone: true }))}
          helperText={message(phone, phoneState, t('inputMask.phoneIncomplete'))}
        />
        <MaskedField
          label={t('inputMask.cardNumber')}
          options={CARD_MASKS[brand]}
          required
          state={cardState}
          inputMode="numeric"
          placeholder="0000 0000 0000 0000"
          onAccept={(v) => {
            setCard(v);
            setSent(false);
          }}
          onBlur={() => setTouched((s) => ({ ...s, card: true }))}
          helperText={message(card, cardState, t('inputMask.cardIncomplete'))}
        />
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
        <Button type="submit" variant="contained">
          {t('common.submit')}
        </Button>
        {sent && (
          <Typography role="status" color="success">
            {t('inputMask.saved', { phone: phone.value, last4: card.unmasked.slice(-4) })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** Input masks with react-imask: phone numbers, a credit card, dates and times, numbers with prefixes, and validation. */
export default function FormInputMaskShowcase() {
  const t = useScopedTranslate('showcaseForms.inputMask');
  return (
    <DemoGrid>
      <DemoCard title={t('phones')} subtitle={t('phonesHelp')} code={PHONE_CODE}>
        <Phones />
      </DemoCard>
      <DemoCard title={t('card')}>
        <CreditCard />
      </DemoCard>
      <DemoCard title={t('dateAndTime')} subtitle={t('dateAndTimeHelp')}>
        <DateAndTime />
      </DemoCard>
      <DemoCard title={t('numbers')} code={NUMBER_CODE}>
        <Numbers />
      </DemoCard>
      <DemoCard title={t('sizesAndStates')}>
        <SizesAndStates />
      </DemoCard>
      <DemoCard title={t('validation')} subtitle={t('validationHelp')}>
        <Validated />
      </DemoCard>
    </DemoGrid>
  );
}
