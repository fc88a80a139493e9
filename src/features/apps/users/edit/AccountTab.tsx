import { useRef, useState } from 'react';
import { Alert, Box, Button, Grid, Stack, TextField, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import type { MessageKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { IMAGE_TYPES, pickedImageProblem, readAsDataUrl } from '@/shared/imageFile';
import { USER_PLANS, USER_ROLES, USER_STATUSES, type ManagedUser } from '@/mock/types/users';
import { UserAvatar } from '../UserAvatar';
import { UserSelectField, useUserField } from '../UserFormFields';
import { accountSchema, type AccountInput } from '../userSchema';
import { TabFormActions } from './TabFormActions';
import { useUserTabForm } from './useUserTabForm';

const pickAccount = (user: ManagedUser): AccountInput => ({
  fullName: user.fullName,
  username: user.username,
  email: user.email,
  company: user.company,
  role: user.role,
  currentPlan: user.currentPlan,
  status: user.status,
  avatar: user.avatar,
});

/** Picture, name, username, e-mail, company, role, plan and status. */
export function AccountTab({ user }: { user: ManagedUser }) {
  const translate = useT();
  const fileInput = useRef<HTMLInputElement>(null);
  const [avatarProblem, setAvatarProblem] = useState<MessageKey | null>(null);
  const { form, submit, saving } = useUserTabForm(user.id, accountSchema, pickAccount(user));
  const {
    register,
    control,
    setValue,
    watch,
    reset,
    formState: { errors, isDirty },
  } = form;
  const field = useUserField(register, errors, 'account');
  const avatar = watch('avatar');
  const fullName = watch('fullName');

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const problem = await pickedImageProblem(file);
    setAvatarProblem(problem);
    if (!problem) setValue('avatar', await readAsDataUrl(file), { shouldDirty: true });
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 3 }}>
        <UserAvatar user={{ fullName, avatar }} size={90} />
        <Box>
          <Typography variant="h6" component="p" gutterBottom>
            {fullName}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              size="small"
              variant="contained"
              startIcon={<UploadIcon />}
              onClick={() => fileInput.current?.click()}
            >
              {translate('appUsers.edit.changeAvatar')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="secondary"
              disabled={!avatar}
              onClick={() => setValue('avatar', '', { shouldDirty: true })}
            >
              {translate('appUsers.edit.removeAvatar')}
            </Button>
          </Stack>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={IMAGE_TYPES.join(',')}
            aria-label={translate('appUsers.edit.changeAvatar')}
            onChange={(event) => {
              void pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {avatarProblem && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {translate(avatarProblem)}
            </Alert>
          )}
        </Box>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('username')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('fullName')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('email')} required type="email" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('company')} required />
        </Grid>
        <UserSelectField
          control={control}
          name="status"
          options={USER_STATUSES}
          labelKey="appUsers.statuses"
          idPrefix="account"
          size={{ xs: 12, sm: 4 }}
        />
        <UserSelectField
          control={control}
          name="role"
          options={USER_ROLES}
          labelKey="appUsers.roles"
          idPrefix="account"
          size={{ xs: 12, sm: 4 }}
        />
        <UserSelectField
          control={control}
          name="currentPlan"
          options={USER_PLANS}
          labelKey="appUsers.plans"
          idPrefix="account"
          size={{ xs: 12, sm: 4 }}
        />
      </Grid>
      <TabFormActions
        dirty={isDirty}
        saving={saving}
        rootError={errors.root?.message}
        onDiscard={() => {
          reset();
          setAvatarProblem(null);
        }}
      />
    </Box>
  );
}
