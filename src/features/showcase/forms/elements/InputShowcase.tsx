import { useState } from 'react';
import { IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { largeFieldSx, stateProps, type FieldState } from '../fieldState';
import { isEmail } from '../rules';

const VARIANTS = ['outlined', 'filled', 'standard'] as const;
const TYPES = ['email', 'number', 'url', 'tel', 'search', 'date', 'time', 'color'] as const;
const BIO_MAX = 40;

function Variants() {
  const t = useScopedTranslate('showcaseForms.input');
  return (
    <Stack spacing={2}>
      {VARIANTS.map((variant) => (
        <TextField
          key={variant}
          variant={variant}
          label={t(`variants.${variant}`)}
          placeholder={t('placeholder')}
          fullWidth
        />
      ))}
    </Stack>
  );
}

function Sizes() {
  const t = useScopedTranslate('showcaseForms.common');
  return (
    <Stack spacing={2}>
      <TextField size="small" label={t('small')} fullWidth />
      <TextField label={t('medium')} fullWidth />
      <TextField label={t('large')} fullWidth sx={largeFieldSx} slotProps={{ inputLabel: { shrink: true } }} />
    </Stack>
  );
}

function PasswordInput() {
  const t = useScopedTranslate('showcaseForms.input');
  const [shown, setShown] = useState(false);
  const label = shown ? t('hidePassword') : t('showPassword');
  return (
    <TextField
      type={shown ? 'text' : 'password'}
      label={t('types.password')}
      fullWidth
      autoComplete="new-password"
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={label} onClick={() => setShown(!shown)} edge="end">
                {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function Types() {
  const t = useScopedTranslate('showcaseForms.input');
  return (
    <Stack spacing={2}>
      <PasswordInput />
      {TYPES.map((type) => (
        <TextField
          key={type}
          type={type}
          label={t(`types.${type}`)}
          fullWidth
          defaultValue={type === 'color' ? '#7367f0' : undefined}
          slotProps={{ inputLabel: { shrink: ['date', 'time', 'color'].includes(type) ? true : undefined } }}
        />
      ))}
    </Stack>
  );
}

function States() {
  const t = useScopedTranslate('showcaseForms');
  return (
    <Stack spacing={2}>
      <TextField label={t('common.disabled')} defaultValue={t('input.cannotEdit')} disabled fullWidth />
      <TextField
        label={t('common.readOnly')}
        defaultValue={t('input.readOnlyValue')}
        fullWidth
        slotProps={{ input: { readOnly: true } }}
      />
      <TextField label={t('input.required')} required fullWidth helperText={t('input.requiredHelp')} />
      <TextField label={t('input.withHelper')} fullWidth helperText={t('input.helper')} />
    </Stack>
  );
}

function Counter() {
  const t = useScopedTranslate('showcaseForms.input');
  const [bio, setBio] = useState('');
  return (
    <TextField
      label={t('headline')}
      fullWidth
      value={bio}
      onChange={(e) => setBio(e.target.value)}
      slotProps={{ htmlInput: { maxLength: BIO_MAX } }}
      helperText={t('charactersLeft', { smart_count: BIO_MAX - bio.length })}
      color={BIO_MAX - bio.length <= 5 ? 'warning' : 'primary'}
    />
  );
}

function ValidationStates() {
  const t = useScopedTranslate('showcaseForms');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const state: FieldState = !touched ? 'idle' : isEmail(email) ? 'valid' : 'invalid';
  const message = !email ? t('common.errors.required') : t('common.errors.email');
  return (
    <Stack spacing={2}>
      <TextField
        label={t('input.types.email')}
        type="email"
        fullWidth
        value={email}
        {...stateProps(state)}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setTouched(true)}
        helperText={state === 'invalid' ? message : state === 'valid' ? t('common.valid') : t('input.emailHelp')}
      />
      <TextField
        label={t('input.validExample')}
        defaultValue="ada@example.com"
        fullWidth
        {...stateProps('valid')}
        helperText={t('common.valid')}
      />
      <TextField
        label={t('input.invalidExample')}
        defaultValue="ada@"
        fullWidth
        {...stateProps('invalid')}
        helperText={t('common.errors.email')}
      />
    </Stack>
  );
}

/** Text inputs: variants, sizes, input types, states, a counter and validation states. */
export default function InputShowcase() {
  const t = useScopedTranslate('showcaseForms.input');
  return (
    <DemoGrid>
      <DemoCard title={t('variantsTitle')}>
        <Variants />
      </DemoCard>
      <DemoCard title={t('sizes')}>
        <Sizes />
      </DemoCard>
      <DemoCard title={t('typesTitle')} subtitle={t('typesHelp')}>
        <Types />
      </DemoCard>
      <Stack spacing={3}>
        <DemoCard title={t('states')}>
          <States />
        </DemoCard>
        <DemoCard title={t('counter')}>
          <Counter />
        </DemoCard>
      </Stack>
      <DemoCard title={t('validation')} subtitle={t('validationHelp')}>
        <ValidationStates />
      </DemoCard>
    </DemoGrid>
  );
}
