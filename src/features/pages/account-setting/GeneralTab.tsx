import { useRef, useState } from 'react';
import { Avatar, Box, Button, FormHelperText, Grid, Stack, TextField, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useT } from '@/i18n/useT';
import { ACCOUNT_ME_KEY, saveAccount } from '@/auth/account';
import type { SessionUser } from '@/contract/types';
import { IMAGE_TYPES, pickedImageProblem, readAsDataUrl } from '@/shared/imageFile';
import { useMessage } from '@/shared/useMessage';
import { saveOwnTab } from './ownSettings';
import { accountSchema, type AccountGeneral, type GeneralSettings } from './schemas';
import { SettingsForm } from './SettingsForm';
import { useSettingsForm } from './useSettingsForm';

interface Props {
  /** The signed-in person (`GET /v1/account/me`). */
  person: SessionUser;
  /** The template's demo record, whose company this tab edits. */
  demo: GeneralSettings;
  onDirtyChange: (dirty: boolean) => void;
}

type Field = Exclude<keyof AccountGeneral, 'avatar'>;

/**
 * Avatar, name and e-mail of the signed-in person, saved to their own record (the navbar follows), and the
 * template's company, kept on the demo endpoint. The username comes from the e-mail address and is shown only.
 */
export function GeneralTab({ person, demo, onDirtyChange }: Props) {
  const translate = useT();
  const message = useMessage();
  const client = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [avatarProblem, setAvatarProblem] = useState<string | null>(null);
  const initial: AccountGeneral = {
    avatar: person.avatar ?? '',
    fullName: person.fullName,
    email: person.email,
    company: demo.company,
    currentPassword: '',
  };
  const { form, submit, discard, saving, dirty, rootError, draftOffer } = useSettingsForm({
    draft: 'general',
    secrets: ['currentPassword'],
    schema: accountSchema,
    initial,
    onDirtyChange,
    afterSave: (values) => ({ ...values, currentPassword: '' }),
    save: async ({ company, currentPassword, ...own }) => {
      const saved = await saveAccount({
        ...own,
        avatar: own.avatar || null,
        ...(currentPassword ? { currentPassword } : {}),
      });
      client.setQueryData(ACCOUNT_ME_KEY, saved);
      void client.invalidateQueries({ queryKey: ['profile'] });
      if (company !== demo.company) {
        await saveOwnTab('general', { ...demo, company });
        void client.invalidateQueries({ queryKey: ['account-setting'] });
      }
      return saved;
    },
  });
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;
  const avatar = watch('avatar');
  const emailChanges = watch('email').trim().toLowerCase() !== person.email.toLowerCase();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = await pickedImageProblem(file);
    setAvatarProblem(problem);
    if (!problem) setValue('avatar', await readAsDataUrl(file), { shouldDirty: true, shouldValidate: true });
  };
  const field = (name: Field, extra: object = {}) => ({
    ...register(name),
    id: `general-${name}`,
    fullWidth: true,
    label: translate(`accountSetting.general.${name}`),
    error: Boolean(errors[name]),
    helperText: message(errors[name]?.message) ?? ' ',
    slotProps: { inputLabel: { shrink: true } },
    ...extra,
  });

  return (
    <SettingsForm
      draftOffer={draftOffer}
      onSubmit={submit}
      onDiscard={() => {
        discard();
        setAvatarProblem(null);
      }}
      dirty={dirty}
      saving={saving}
      rootError={rootError}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 3 }}>
        <Avatar
          src={avatar || undefined}
          alt={translate('accountSetting.general.avatarAlt')}
          variant="rounded"
          sx={{ width: 88, height: 88 }}
        >
          {person.fullName.charAt(0)}
        </Avatar>
        <Box>
          <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
            <Button
              variant="contained"
              size="small"
              startIcon={<UploadIcon />}
              onClick={() => fileInput.current?.click()}
            >
              {translate('accountSetting.general.upload')}
            </Button>
            <Button
              variant="outlined"
              size="small"
              color="secondary"
              disabled={avatar === initial.avatar}
              onClick={() => {
                setValue('avatar', initial.avatar, { shouldDirty: true });
                setAvatarProblem(null);
              }}
            >
              {translate('accountSetting.general.resetAvatar')}
            </Button>
          </Stack>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={IMAGE_TYPES.join(',')}
            data-testid="avatar-input"
            aria-label={translate('accountSetting.general.upload')}
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Typography variant="body2" color="text.secondary">
            {translate('accountSetting.general.avatarHint')}
          </Typography>
          {(avatarProblem || errors.avatar) && (
            <FormHelperText error role="alert">
              {message(avatarProblem ?? errors.avatar?.message)}
            </FormHelperText>
          )}
        </Box>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="general-username"
            fullWidth
            label={translate('accountSetting.general.username')}
            value={person.username}
            helperText={translate('accountSetting.general.usernameHint')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: true, 'aria-readonly': true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('fullName', { autoComplete: 'name' })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('email', { type: 'email', autoComplete: 'email' })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('company', { autoComplete: 'organization' })} />
        </Grid>
        {emailChanges && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...field('currentPassword', { type: 'password', autoComplete: 'current-password' })}
              helperText={
                message(errors.currentPassword?.message) ?? translate('accountSetting.general.currentPasswordHint')
              }
            />
          </Grid>
        )}
      </Grid>
    </SettingsForm>
  );
}
