import { useRef, useState } from 'react';
import { Avatar, Box, Button, FormHelperText, Grid, Stack, TextField, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { updateUser } from '@/auth/session';
import { IMAGE_TYPES, imageFileProblem, readAsDataUrl } from '@/shared/imageFile';
import { useMessage } from '@/shared/useMessage';
import { saveSettingsTab } from './api';
import { generalSchema, type GeneralSettings } from './schemas';
import { SettingsForm } from './SettingsForm';
import { useSettingsForm } from './useSettingsForm';

interface Props { initial: GeneralSettings; onDirtyChange: (dirty: boolean) => void }

/** Avatar, username, name, e-mail and company. Saving also updates the signed-in user shown in the navbar. */
export function GeneralTab({ initial, onDirtyChange }: Props) {
  const translate = useTranslate();
  const message = useMessage();
  const client = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [avatarProblem, setAvatarProblem] = useState<string | null>(null);
  const { form, submit, discard, saving, dirty, rootError } = useSettingsForm({
    schema: generalSchema, initial, onDirtyChange,
    save: (values) => saveSettingsTab('general', values),
    onSaved: (values) => {
      updateUser({ fullName: values.fullName, username: values.username, email: values.email, avatar: values.avatar });
      void client.invalidateQueries({ queryKey: ['account-setting'] });
      void client.invalidateQueries({ queryKey: ['profile'] });
    },
  });
  const { register, setValue, watch, formState: { errors } } = form;
  const avatar = watch('avatar');

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    setAvatarProblem(problem);
    if (!problem) setValue('avatar', await readAsDataUrl(file), { shouldDirty: true, shouldValidate: true });
  };
  const field = (name: keyof GeneralSettings, extra: object = {}) => ({
    ...register(name), id: `general-${name}`, fullWidth: true, label: translate(`accountSetting.general.${name}`),
    error: Boolean(errors[name]), helperText: message(errors[name]?.message) ?? ' ', slotProps: { inputLabel: { shrink: true } }, ...extra,
  });

  return (
    <SettingsForm onSubmit={submit} onDiscard={() => { discard(); setAvatarProblem(null); }} dirty={dirty} saving={saving} rootError={rootError}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 3 }}>
        <Avatar src={avatar} alt={translate('accountSetting.general.avatarAlt')} variant="rounded" sx={{ width: 88, height: 88 }} />
        <Box>
          <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
            <Button variant="contained" size="small" startIcon={<UploadIcon />} onClick={() => fileInput.current?.click()}>
              {translate('accountSetting.general.upload')}
            </Button>
            <Button variant="outlined" size="small" color="secondary" disabled={avatar === initial.avatar}
              onClick={() => { setValue('avatar', initial.avatar, { shouldDirty: true }); setAvatarProblem(null); }}>
              {translate('accountSetting.general.resetAvatar')}
            </Button>
          </Stack>
          <input
            ref={fileInput} type="file" hidden accept={IMAGE_TYPES.join(',')} data-testid="avatar-input" aria-label={translate('accountSetting.general.upload')}
            onChange={(event) => { void pick(event.target.files?.[0]); event.target.value = ''; }}
          />
          <Typography variant="body2" color="text.secondary">{translate('accountSetting.general.avatarHint')}</Typography>
          {(avatarProblem || errors.avatar) && <FormHelperText error role="alert">{message(avatarProblem ?? errors.avatar?.message)}</FormHelperText>}
        </Box>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}><TextField {...field('username', { autoComplete: 'username' })} /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><TextField {...field('fullName', { autoComplete: 'name' })} /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><TextField {...field('email', { type: 'email', autoComplete: 'email' })} /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><TextField {...field('company', { autoComplete: 'organization' })} /></Grid>
      </Grid>
    </SettingsForm>
  );
}
