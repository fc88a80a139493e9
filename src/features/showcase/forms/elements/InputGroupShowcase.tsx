import { useState, type ReactNode } from 'react';
import { Box, Button, Checkbox, InputAdornment, MenuItem, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { useLocaleState, useNotify } from 'react-admin';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { copyText } from '../../shared/clipboard';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { largeFieldSx, stateProps, type FieldState } from '../fieldState';

const CURRENCIES = ['USD', 'EUR', 'GBP', 'BRL'] as const;
const DOMAIN_PATTERN = /^(?!-)[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})*\.[a-z]{2,}$/i;
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#$%&*?';

// <bdi dir="ltr"> keeps "https://" and ".00" reading left to right inside a right-to-left page.
const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
const start = (content: ReactNode) => ({
  input: { startAdornment: <InputAdornment position="start">{content}</InputAdornment> },
});

function randomPassword(length = 14): string {
  const bytes = crypto.getRandomValues(new Uint32Array(length));
  return Array.from(bytes, (n) => PASSWORD_ALPHABET[n % PASSWORD_ALPHABET.length]).join('');
}

function TextAddons() {
  const t = useScopedTranslate('showcaseForms.inputGroup');
  return (
    <Stack spacing={2}>
      <TextField label={t('username')} fullWidth slotProps={start('@')} />
      <TextField
        label={t('amount')}
        fullWidth
        slotProps={{
          htmlInput: { inputMode: 'numeric' },
          input: {
            startAdornment: <InputAdornment position="start">$</InputAdornment>,
            endAdornment: <InputAdornment position="end">{ltr('.00')}</InputAdornment>,
          },
        }}
      />
      <TextField
        label={t('site')}
        fullWidth
        slotProps={{
          htmlInput: { dir: 'ltr' },
          input: {
            startAdornment: <InputAdornment position="start">{ltr('https://')}</InputAdornment>,
            endAdornment: <InputAdornment position="end">{ltr('.com')}</InputAdornment>,
          },
        }}
      />
    </Stack>
  );
}

function IconAddons() {
  const t = useScopedTranslate('showcaseForms.inputGroup');
  return (
    <Stack spacing={2}>
      <TextField label={t('search')} type="search" fullWidth slotProps={start(<SearchIcon fontSize="small" />)} />
      <TextField label={t('email')} type="email" fullWidth slotProps={start(<MailOutlineIcon fontSize="small" />)} />
      <TextField
        label={t('fullName')}
        fullWidth
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <PersonOutlineIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}

function ButtonAddons() {
  const t = useScopedTranslate('showcaseForms.inputGroup');
  const notify = useNotify();
  const [password, setPassword] = useState(() => randomPassword());
  const copy = async () => {
    try {
      await copyText(password);
      notify('showcaseForms.inputGroup.copied', { type: 'success' });
    } catch {
      notify('showcaseForms.inputGroup.copyFailed', { type: 'error' });
    }
  };
  return (
    <Stack spacing={2}>
      <TextField
        label={t('generated')}
        fullWidth
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" startIcon={<AutorenewIcon />} onClick={() => setPassword(randomPassword())}>
          {t('generate')}
        </Button>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy} disabled={!password}>
          {t('copy')}
        </Button>
      </Stack>
    </Stack>
  );
}

function CurrencyAddon() {
  const t = useScopedTranslate('showcaseForms.inputGroup');
  const [locale] = useLocaleState();
  const [currency, setCurrency] = useState<string>('EUR');
  const [amount, setAmount] = useState('1250');
  const parsed = Number(amount.replace(',', '.'));
  const valid = amount.trim() !== '' && Number.isFinite(parsed);
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextField
        select
        label={t('currency')}
        value={currency}
        onChange={(e) => setCurrency(e.target.value)}
        sx={{ width: 120, flexShrink: 0 }}
      >
        {CURRENCIES.map((code) => (
          <MenuItem key={code} value={code}>
            {code}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('amount')}
        fullWidth
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={amount.trim() !== '' && !valid}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        helperText={
          valid ? parsed.toLocaleString(locale, { style: 'currency', currency }) : amount.trim() ? t('notANumber') : ' '
        }
      />
    </Stack>
  );
}

function CheckboxAddon() {
  const t = useScopedTranslate('showcaseForms.inputGroup');
  const [enabled, setEnabled] = useState(false);
  return (
    <TextField
      label={t('billingEmail')}
      type="email"
      fullWidth
      disabled={!enabled}
      helperText={enabled ? t('billingOn') : t('billingOff')}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Checkbox
                checked={enabled}
                onChange={(e) => setEnabled(e.target.checked)}
                edge="start"
                disabled={false}
                slotProps={{ input: { 'aria-label': t('useBillingEmail') } }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function Sizes() {
  const t = useScopedTranslate('showcaseForms.common');
  return (
    <Stack spacing={2}>
      <TextField size="small" label={t('small')} fullWidth slotProps={start('@')} />
      <TextField label={t('medium')} fullWidth slotProps={start('@')} />
      <TextField
        label={t('large')}
        fullWidth
        sx={largeFieldSx}
        slotProps={{ ...start('@'), inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}

function Validated() {
  const t = useScopedTranslate('showcaseForms');
  const [domain, setDomain] = useState('');
  const [touched, setTouched] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const ok = DOMAIN_PATTERN.test(domain.trim());
  const state: FieldState = !touched ? 'idle' : ok ? 'valid' : 'invalid';
  const message = domain.trim() ? t('inputGroup.badDomain') : t('common.errors.required');
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        setSaved(ok ? `https://${domain.trim()}` : null);
      }}
    >
      <TextField
        label={t('inputGroup.website')}
        required
        fullWidth
        value={domain}
        {...stateProps(state)}
        onChange={(e) => {
          setDomain(e.target.value);
          setSaved(null);
        }}
        onBlur={() => setTouched(true)}
        slotProps={{ ...start(ltr('https://')), htmlInput: { dir: 'ltr' } }}
        helperText={state === 'invalid' ? message : state === 'valid' ? t('common.valid') : t('inputGroup.websiteHelp')}
      />
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

/** Fields with text, icon, button, select and checkbox add-ons, in three sizes, with a validated web address. */
export default function InputGroupShowcase() {
  const t = useScopedTranslate('showcaseForms.inputGroup');
  return (
    <DemoGrid>
      <DemoCard title={t('text')}>
        <TextAddons />
      </DemoCard>
      <DemoCard title={t('icons')}>
        <IconAddons />
      </DemoCard>
      <DemoCard title={t('buttons')} subtitle={t('buttonsHelp')}>
        <ButtonAddons />
      </DemoCard>
      <DemoCard title={t('dropdown')}>
        <CurrencyAddon />
      </DemoCard>
      <DemoCard title={t('checkbox')}>
        <CheckboxAddon />
      </DemoCard>
      <DemoCard title={t('sizes')}>
        <Sizes />
      </DemoCard>
      <DemoCard title={t('validation')}>
        <Validated />
      </DemoCard>
    </DemoGrid>
  );
}
