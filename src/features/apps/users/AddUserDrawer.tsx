import { Alert, Button, Grid, Stack, TextField } from '@mui/material';
import { FormDrawer } from '@/shared/FormDrawer';
import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { USER_PLANS, USER_ROLES } from '@/mock/types/users';
import { createUser, USERS_KEY } from './api';
import { applyFieldErrors } from '@/shared/forms/applyFieldErrors';
import { USER_FIELD_ERRORS } from './serverErrors';
import { UserSelectField, useUserField } from './UserFormFields';
import { newUserSchema, type NewUserInput } from './userSchema';

const EMPTY: DefaultValues<NewUserInput> = {
  fullName: '',
  username: '',
  email: '',
  contact: '',
  company: '',
  country: '',
};

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Adds a user: every field is required and checked before anything is sent; the new user starts active. */
export function AddUserDrawer({ open, onClose }: Props) {
  const translate = useT();
  const notify = useNotify();
  const client = useQueryClient();
  const form = useForm<NewUserInput, unknown, NewUserInput>({
    resolver: zodResolver(newUserSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;
  const field = useUserField(register, errors, 'new-user');

  const create = useMutation({
    mutationFn: (values: NewUserInput) => createUser({ ...values, avatar: '' }),
    onSuccess: ({ user }) => {
      void client.invalidateQueries({ queryKey: USERS_KEY });
      notify('appUsers.add.done', { type: 'success', messageArgs: { name: user.fullName } });
      reset(EMPTY);
      onClose();
    },
    onError: (error) => {
      if (!applyFieldErrors(error, setError, Object.keys(newUserSchema.shape), USER_FIELD_ERRORS))
        setError('root', { message: 'appUsers.common.saveFailed' });
    },
  });

  return (
    <FormDrawer
      title={translate('appUsers.add.title')}
      open={open}
      onClose={onClose}
      onSubmit={handleSubmit((values) => create.mutate(values))}
      closeLabel={translate('appUsers.common.close')}
      width={400}
    >
      <Grid container spacing={2} sx={{ p: 3 }}>
        <Grid size={12}>
          <TextField {...field('fullName')} required autoFocus />
        </Grid>
        <Grid size={12}>
          <TextField {...field('username')} required />
        </Grid>
        <Grid size={12}>
          <TextField {...field('email')} required type="email" />
        </Grid>
        <Grid size={12}>
          <TextField {...field('company')} required />
        </Grid>
        <Grid size={12}>
          <TextField {...field('country')} required />
        </Grid>
        <Grid size={12}>
          <TextField {...field('contact')} required type="tel" />
        </Grid>
        <UserSelectField
          control={control}
          name="role"
          options={USER_ROLES}
          labelKey="appUsers.roles"
          idPrefix="new-user"
        />
        <UserSelectField
          control={control}
          name="currentPlan"
          options={USER_PLANS}
          labelKey="appUsers.plans"
          idPrefix="new-user"
        />
        {errors.root?.message && (
          <Grid size={12}>
            <Alert severity="error">{translate(dynamicKey(errors.root.message))}</Alert>
          </Grid>
        )}
        <Grid size={12}>
          <Stack direction="row" spacing={1.5}>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {translate('appUsers.add.submit')}
            </Button>
            <Button
              variant="outlined"
              color="secondary"
              onClick={() => {
                reset(EMPTY);
                onClose();
              }}
            >
              {translate('appUsers.common.cancel')}
            </Button>
          </Stack>
        </Grid>
      </Grid>
    </FormDrawer>
  );
}
