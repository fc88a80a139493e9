import { useMemo } from 'react';
import { Grid, MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'react-admin';
import { useT } from '@/i18n/useT';
import { useMessage } from '@/shared/useMessage';
import { saveOwnTab } from './ownSettings';
import { COUNTRIES, infoSchema, type InfoSettings } from './schemas';
import { SettingsForm } from './SettingsForm';
import { useSettingsForm } from './useSettingsForm';

interface Props {
  initial: InfoSettings;
  onDirtyChange: (dirty: boolean) => void;
}

const BIO_MAX = 500;

/** Bio, birth date, country (names in the interface language), website and phone. */
export function InfoTab({ initial, onDirtyChange }: Props) {
  const translate = useT();
  const message = useMessage();
  const locale = useLocale();
  const client = useQueryClient();
  const { form, submit, discard, saving, dirty, rootError, draftOffer } = useSettingsForm({
    draft: 'info',
    schema: infoSchema,
    initial,
    onDirtyChange,
    save: (values) => saveOwnTab('info', values),
    onSaved: () => void client.invalidateQueries({ queryKey: ['account-setting'] }),
  });
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    );
  }, [locale]);
  const today = new Date().toISOString().slice(0, 10);
  const bioLength = watch('bio').length;

  const field = (name: keyof InfoSettings) => ({
    ...register(name),
    id: `info-${name}`,
    fullWidth: true,
    label: translate(`accountSetting.info.${name}`),
    error: Boolean(errors[name]),
    helperText: message(errors[name]?.message) ?? ' ',
    slotProps: { inputLabel: { shrink: true } },
  });

  return (
    <SettingsForm
      draftOffer={draftOffer}
      onSubmit={submit}
      onDiscard={discard}
      dirty={dirty}
      saving={saving}
      rootError={rootError}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField
            {...field('bio')}
            multiline
            minRows={3}
            placeholder={translate('accountSetting.info.bioPlaceholder')}
            helperText={
              message(errors.bio?.message) ??
              translate('accountSetting.info.bioCount', { count: bioLength, max: BIO_MAX })
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('dob')}
            type="date"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, min: '1900-01-01' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="country"
            render={({ field: { ref, ...country } }) => (
              <TextField
                {...country}
                inputRef={ref}
                select
                fullWidth
                id="info-country"
                label={translate('accountSetting.info.country')}
                error={Boolean(errors.country)}
                helperText={message(errors.country?.message) ?? ' '}
              >
                <MenuItem value="">
                  <em>{translate('accountSetting.info.noCountry')}</em>
                </MenuItem>
                {countries.map(({ code, name }) => (
                  <MenuItem key={code} value={code}>
                    {name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('website')} type="url" placeholder="https://example.com" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('phone')} type="tel" autoComplete="tel" placeholder="+1 202 555 0123" />
        </Grid>
      </Grid>
    </SettingsForm>
  );
}
