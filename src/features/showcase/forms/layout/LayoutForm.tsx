import { useId, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Grid,
  InputAdornment,
  InputLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { Controller, useForm, type FieldValues, type RegisterOptions } from 'react-hook-form';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { isEmail } from '../rules';
import { SubmittedValues, type SubmittedRow } from '../SubmittedValues';
import { dynamicKey, type KeysUnder } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';

export type LayoutKind = 'horizontal' | 'vertical' | 'columns';

export interface LayoutField {
  name: string;
  /** Key under `showcaseForms.layout.fields`. */
  label: KeysUnder<'showcaseForms.layout.fields'>;
  type?: 'text' | 'email' | 'tel' | 'password' | 'checkbox' | 'select';
  required?: boolean;
  icon?: SvgIconComponent;
  options?: Array<{ value: string; label: string }>;
  autoComplete?: string;
}

const PHONE_PATTERN = /^\+?[\d\s()-]{7,}$/;

/** One demo form laid out horizontally (labels beside), vertically (labels above) or in two columns; submit shows the values. */
export function LayoutForm({
  layout,
  fields,
  idPrefix,
}: {
  layout: LayoutKind;
  fields: LayoutField[];
  idPrefix: string;
}) {
  const t = useScopedTranslate('showcaseForms');
  const translate = useT();
  const formId = useId();
  const [sent, setSent] = useState<SubmittedRow[] | null>(null);
  const defaults = Object.fromEntries(fields.map((f) => [f.name, f.type === 'checkbox' ? false : '']));
  const {
    register,
    control: formControl,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FieldValues>({ defaultValues: defaults, mode: 'onTouched' });

  const rules = (field: LayoutField): RegisterOptions<FieldValues> => ({
    required: field.required ? 'common.errors.required' : false,
    validate: (value: unknown) => {
      if (typeof value !== 'string' || !value) return true;
      if (field.type === 'email' && !isEmail(value)) return 'common.errors.email';
      if (field.type === 'tel' && !PHONE_PATTERN.test(value)) return 'layout.phoneInvalid';
      return true;
    },
  });

  const onSubmit = (values: FieldValues) =>
    setSent(
      fields.map((field) => {
        const value = values[field.name] as string | boolean;
        const label = t(`layout.fields.${field.label}`);
        if (field.type === 'checkbox') return { label, value: value ? t('layout.yes') : t('layout.no') };
        if (field.type === 'password') return { label, value: value ? '•'.repeat(String(value).length) : '' };
        if (field.type === 'select')
          return { label, value: field.options?.find((o) => o.value === value)?.label ?? '' };
        return { label, value: String(value) };
      }),
    );

  const control = (field: LayoutField, withLabel: boolean) => {
    const id = `${idPrefix}-${field.name}-${formId}`;
    const label = t(`layout.fields.${field.label}`);
    if (field.type === 'checkbox') {
      return (
        <Controller
          name={field.name}
          control={formControl}
          render={({ field: { value, onChange, ...rest } }) => (
            <FormControlLabel
              label={label}
              control={<Checkbox {...rest} checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)} />}
            />
          )}
        />
      );
    }
    const error = errors[field.name]?.message;
    const Icon = field.icon;
    const common = {
      id,
      fullWidth: true,
      required: field.required,
      error: Boolean(error),
      autoComplete: field.autoComplete,
      helperText: typeof error === 'string' ? translate(dynamicKey(`showcaseForms.${error}`)) : ' ',
      label: withLabel ? label : undefined,
      slotProps: {
        input: Icon
          ? {
              startAdornment: (
                <InputAdornment position="start">
                  <Icon fontSize="small" />
                </InputAdornment>
              ),
            }
          : undefined,
      },
    };
    if (field.type === 'select') {
      return (
        <Controller
          name={field.name}
          control={formControl}
          rules={rules(field)}
          render={({ field: { ref, ...rest } }) => (
            <TextField {...common} {...rest} inputRef={ref} select>
              {(field.options ?? []).map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      );
    }
    return <TextField {...common} type={field.type ?? 'text'} {...register(field.name, rules(field))} />;
  };

  const body =
    layout === 'horizontal' ? (
      <Stack spacing={2}>
        {fields.map((field) => {
          const id = `${idPrefix}-${field.name}-${formId}`;
          return field.type === 'checkbox' ? (
            <Grid key={field.name} container spacing={2}>
              <Grid size={{ xs: 12, sm: 9 }} offset={{ sm: 3 }}>
                {control(field, false)}
              </Grid>
            </Grid>
          ) : (
            <Grid key={field.name} container spacing={2} alignItems="center">
              <Grid size={{ xs: 12, sm: 3 }}>
                <InputLabel htmlFor={id} required={field.required} sx={{ color: 'text.primary' }}>
                  {t(`layout.fields.${field.label}`)}
                </InputLabel>
              </Grid>
              <Grid size={{ xs: 12, sm: 9 }}>{control(field, false)}</Grid>
            </Grid>
          );
        })}
      </Stack>
    ) : layout === 'columns' ? (
      <Grid container spacing={2}>
        {fields.map((field) => (
          <Grid key={field.name} size={{ xs: 12, md: 6 }}>
            {control(field, true)}
          </Grid>
        ))}
      </Grid>
    ) : (
      <Stack spacing={2}>
        {fields.map((field) => (
          <Box key={field.name}>{control(field, true)}</Box>
        ))}
      </Stack>
    );

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      {body}
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          mt: 3,
          marginInlineStart: layout === 'horizontal' ? { sm: '25%' } : 0,
          paddingInlineStart: layout === 'horizontal' ? { sm: 2 } : 0,
        }}
      >
        <Button type="submit" variant="contained">
          {t('common.submit')}
        </Button>
        <Button type="button" variant="outlined" color="secondary" onClick={() => reset(defaults)}>
          {t('common.reset')}
        </Button>
      </Box>
      <SubmittedValues rows={sent} onClose={() => setSent(null)} />
    </Box>
  );
}
