import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  Grid,
  Stack,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { FormTextField } from '../FormTextField';
import { PasswordStrength } from '../PasswordStrength';
import { useRuleTranslate } from '../ruleMessages';
import { useDateFormat } from '../elements/useDateFormat';
import {
  EMPTY_VALIDATION,
  LIMITS,
  PROMO_EXAMPLE,
  startDateRange,
  validationSchema,
  type ValidationValues,
} from './validationSchema';

function TermsField() {
  const t = useScopedTranslate('showcaseForms.validation');
  const translateRule = useRuleTranslate();
  return (
    <Controller<ValidationValues, 'terms'>
      name="terms"
      render={({ field: { value, onChange, onBlur, ref }, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} required>
          <FormControlLabel
            label={t('fields.terms')}
            control={
              <Checkbox checked={value} onChange={(e) => onChange(e.target.checked)} onBlur={onBlur} inputRef={ref} />
            }
          />
          <FormHelperText>{translateRule(fieldState.error?.message) ?? ' '}</FormHelperText>
        </FormControl>
      )}
    />
  );
}

function PasswordMeter() {
  const password = useWatch<ValidationValues, 'password'>({ name: 'password' });
  return <PasswordStrength password={password ?? ''} />;
}

/**
 * Every kind of rule the kit validates, each with its translated message at the field: required, e-mail, web address,
 * minimum and maximum length, a number range, a pattern, password strength, matching passwords, a date range and a
 * box that must be ticked. Fields are checked when left, then on every change.
 */
export default function FormValidationShowcase() {
  const t = useScopedTranslate('showcaseForms.validation');
  const format = useDateFormat();
  const today = useMemo(() => new Date(), []);
  const range = startDateRange(today);
  const schema = useMemo(
    () => validationSchema(today, (iso) => format.shortDate(new Date(`${iso}T00:00`))),
    [today, format],
  );
  const form = useForm<ValidationValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_VALIDATION,
    mode: 'onTouched',
  });
  const [sentName, setSentName] = useState<string | null>(null);
  const onValid = (values: ValidationValues) => setSentName(values.fullName);
  const field = (name: keyof ValidationValues) => t(`fields.${name}`);
  return (
    <Card>
      <CardHeader
        title={t('heading')}
        subheader={t('intro')}
        slotProps={{ title: { variant: 'h6', component: 'h3' } }}
      />
      <CardContent>
        <FormProvider {...form}>
          <Box component="form" noValidate onSubmit={form.handleSubmit(onValid)} onChange={() => setSentName(null)}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField<ValidationValues>
                  name="fullName"
                  label={field('fullName')}
                  required
                  helperText={t('hints.required')}
                  autoComplete="name"
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField<ValidationValues>
                  name="email"
                  label={field('email')}
                  type="email"
                  required
                  helperText={t('hints.email')}
                  autoComplete="email"
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField<ValidationValues>
                  name="website"
                  label={field('website')}
                  type="url"
                  required
                  helperText={t('hints.url')}
                  slotProps={{ htmlInput: { dir: 'ltr' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField<ValidationValues>
                  name="username"
                  label={field('username')}
                  required
                  helperText={t('hints.length', LIMITS.username)}
                  autoComplete="username"
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField<ValidationValues>
                  name="age"
                  label={field('age')}
                  type="number"
                  required
                  helperText={t('hints.range', LIMITS.age)}
                  slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField<ValidationValues>
                  name="promo"
                  label={field('promo')}
                  required
                  helperText={t('hints.pattern', { example: PROMO_EXAMPLE })}
                  slotProps={{ htmlInput: { dir: 'ltr' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField<ValidationValues>
                  name="password"
                  label={field('password')}
                  type="password"
                  required
                  autoComplete="new-password"
                />
                <PasswordMeter />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField<ValidationValues>
                  name="confirmPassword"
                  label={field('confirmPassword')}
                  type="password"
                  required
                  helperText={t('hints.confirm')}
                  autoComplete="new-password"
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField<ValidationValues>
                  name="startDate"
                  label={field('startDate')}
                  type="date"
                  required
                  helperText={t('hints.date', {
                    min: format.shortDate(new Date(`${range.min}T00:00`)),
                    max: format.shortDate(new Date(`${range.max}T00:00`)),
                  })}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.min, max: range.max } }}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField<ValidationValues>
                  name="bio"
                  label={field('bio')}
                  multiline
                  minRows={2}
                  helperText={t('hints.maxLength', LIMITS.bio)}
                />
              </Grid>
              <Grid size={{ xs: 12 }}>
                <TermsField />
              </Grid>
            </Grid>
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button type="submit" variant="contained">
                {t('submit')}
              </Button>
              <Button
                type="button"
                variant="outlined"
                color="secondary"
                onClick={() => {
                  form.reset(EMPTY_VALIDATION);
                  setSentName(null);
                }}
              >
                {t('reset')}
              </Button>
            </Stack>
            {sentName && (
              <Alert severity="success" role="status" sx={{ mt: 2 }}>
                {t('success', { name: sentName })}
              </Alert>
            )}
          </Box>
        </FormProvider>
      </CardContent>
    </Card>
  );
}
