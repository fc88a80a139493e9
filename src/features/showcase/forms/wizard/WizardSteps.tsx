import { useMemo } from 'react';
import { Autocomplete, Grid, InputAdornment, MenuItem, TextField } from '@mui/material';
import XIcon from '@mui/icons-material/X';
import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useLocaleState } from 'react-admin';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { FormTextField } from '../FormTextField';
import { useCountries } from '../options';
import { PasswordStrength } from '../PasswordStrength';
import { useRuleTranslate } from '../ruleMessages';
import type { WizardValues } from './wizardSchema';

const LANGUAGES = ['en', 'de', 'fr', 'pt', 'es', 'it', 'nl', 'ja', 'zh', 'ar'];

export function AccountStep() {
  const t = useScopedTranslate('showcaseForms.wizard.fields');
  const password = useWatch<WizardValues, 'password'>({ name: 'password' });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField<WizardValues> name="username" label={t('username')} required autoComplete="username" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField<WizardValues> name="email" label={t('email')} type="email" required autoComplete="email" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField<WizardValues>
          name="password"
          label={t('password')}
          type="password"
          required
          autoComplete="new-password"
        />
        <PasswordStrength password={password ?? ''} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField<WizardValues>
          name="confirmPassword"
          label={t('confirmPassword')}
          type="password"
          required
          autoComplete="new-password"
        />
      </Grid>
    </Grid>
  );
}

export function PersonalStep() {
  const t = useScopedTranslate('showcaseForms.wizard.fields');
  const countries = useCountries();
  const [locale] = useLocaleState();
  const { control } = useFormContext<WizardValues>();
  const translateRule = useRuleTranslate();
  const languageName = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'language' });
    return (code: string) => names.of(code) ?? code;
  }, [locale]);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField<WizardValues> name="firstName" label={t('firstName')} required autoComplete="given-name" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField<WizardValues> name="lastName" label={t('lastName')} required autoComplete="family-name" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField<WizardValues> name="country" label={t('country')} select required>
          {countries.map((c) => (
            <MenuItem key={c.code} value={c.code}>
              {c.name}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Controller
          name="languages"
          control={control}
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              options={LANGUAGES}
              value={field.value}
              onChange={(_, v) => field.onChange(v)}
              onBlur={field.onBlur}
              getOptionLabel={languageName}
              filterSelectedOptions
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label={t('languages')}
                  required
                  error={Boolean(fieldState.error)}
                  helperText={translateRule(fieldState.error?.message) ?? ' '}
                />
              )}
            />
          )}
        />
      </Grid>
    </Grid>
  );
}

export function AddressStep() {
  const t = useScopedTranslate('showcaseForms.wizard.fields');
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12 }}>
        <FormTextField<WizardValues> name="address" label={t('address')} required autoComplete="street-address" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField<WizardValues> name="landmark" label={t('landmark')} helperText={t('optional')} />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <FormTextField<WizardValues> name="postcode" label={t('postcode')} required autoComplete="postal-code" />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <FormTextField<WizardValues> name="city" label={t('city')} required autoComplete="address-level2" />
      </Grid>
    </Grid>
  );
}

const SOCIAL = [
  { name: 'twitter', icon: XIcon, placeholder: 'https://x.com/username' },
  { name: 'facebook', icon: FacebookIcon, placeholder: 'https://facebook.com/username' },
  { name: 'linkedin', icon: LinkedInIcon, placeholder: 'https://linkedin.com/in/username' },
] as const;

export function SocialStep() {
  const t = useScopedTranslate('showcaseForms.wizard.fields');
  return (
    <Grid container spacing={2}>
      {SOCIAL.map(({ name, icon: Icon, placeholder }) => (
        <Grid key={name} size={{ xs: 12, md: 4 }}>
          <FormTextField<WizardValues>
            name={name}
            label={t(name)}
            placeholder={placeholder}
            helperText={t('optional')}
            type="url"
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Icon fontSize="small" />
                  </InputAdornment>
                ),
              },
              htmlInput: { dir: 'ltr' },
            }}
          />
        </Grid>
      ))}
    </Grid>
  );
}
