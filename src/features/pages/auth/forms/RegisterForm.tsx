import { useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, FormHelperText, Link, Stack, Typography } from '@mui/material';
import { AppLink, useNavigation } from '@/routes/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { noticeForNextScreen } from '@/shared/nextScreenNotice';
import { startSession, type LoginResult } from '@/auth/signIn';
import { homeFor } from '@/auth/homeFor';
import { issueMessage } from '@schemas/kit/validation';
import { api } from '@/data/api';
import { applyFieldErrors } from '@/shared/forms/applyFieldErrors';
import { registerSchema, type RegisterInput } from '../newPasswordSchemas';
import { AUTH_SERVER_MESSAGES } from '../serverMessages';
import { AuthField } from './AuthField';
import { errorProps } from './fieldProps';
import { PasswordField } from './PasswordField';
import { ConfirmRegistrationForm, type RegistrationDetails } from './ConfirmRegistrationForm';

export function RegisterForm({ loginPath = '/login' }: { loginPath?: string }) {
  const translate = useT();
  const { navigate } = useNavigation();
  const [pending, setPending] = useState<RegistrationDetails | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema, { error: issueMessage }),
    defaultValues: { username: '', email: '', password: '', privacy: false },
  });

  const onSubmit = async ({ username, email, password }: RegisterInput) => {
    try {
      await api.post('jwt/register', { username, email, password });
      setPending({ username, email, password });
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['username', 'email', 'password'], { known: AUTH_SERVER_MESSAGES }))
        setError('root', { message: 'auth.errors.generic' });
    }
  };
  const onRegistered = (result: LoginResult) => {
    const username = pending?.username;
    startSession(result);
    noticeForNextScreen({
      message: 'auth.welcome',
      options: {
        type: 'success',
        messageArgs: { name: result.userData.fullName || username, role: result.userData.role },
      },
    });
    navigate(homeFor(result.userData.role), { replace: true });
  };

  // The first step's form stays mounted (hidden) under the second, so "Change my details" finds what was typed.
  return (
    <>
      {pending && (
        <ConfirmRegistrationForm details={pending} onBack={() => setPending(null)} onRegistered={onRegistered} />
      )}
      <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} hidden={Boolean(pending)}>
        <Stack spacing={2}>
          <AuthField
            {...register('username')}
            label={translate('auth.username')}
            autoComplete="username"
            autoFocus
            {...errorProps(errors.username, translate)}
          />
          <AuthField
            {...register('email')}
            label={translate('auth.email')}
            type="email"
            autoComplete="email"
            {...errorProps(errors.email, translate)}
          />
          <PasswordField
            {...register('password')}
            label={translate('auth.password')}
            autoComplete="new-password"
            {...errorProps(errors.password, translate)}
            helperText={errorProps(errors.password, translate).helperText ?? translate('auth.passwordRules')}
          />
          <Box>
            <FormControlLabel
              control={<Checkbox {...register('privacy')} />}
              label={
                <>
                  {translate('auth.agreeTo')}{' '}
                  <Link component={AppLink} to="/pages/miscellaneous/coming-soon">
                    {translate('auth.privacyPolicy')}
                  </Link>
                </>
              }
            />
            {errors.privacy?.message && (
              <FormHelperText error>{translate(dynamicKey(errors.privacy.message))}</FormHelperText>
            )}
          </Box>
          {errors.root?.message && (
            <FormHelperText error role="alert">
              {translate(dynamicKey(errors.root.message))}
            </FormHelperText>
          )}
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {translate('auth.signUp')}
          </Button>
          <Typography align="center" variant="body2">
            {translate('auth.haveAccount')}{' '}
            <Link component={AppLink} to={loginPath}>
              {translate('auth.signInInstead')}
            </Link>
          </Typography>
        </Stack>
      </Box>
    </>
  );
}
