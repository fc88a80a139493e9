import { useState } from 'react';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { AppLink, useNavigation } from '@/routes/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { issueMessage } from '@schemas/kit/validation';
import { api } from '@/data/api';
import { applyFieldErrors } from '@/shared/forms/applyFieldErrors';
import { codeDeliveryHint } from '../codeDelivery';
import { resetPasswordSchema, type ResetPasswordInput } from '../newPasswordSchemas';
import { AUTH_SERVER_MESSAGES } from '../serverMessages';
import { AuthField } from './AuthField';
import { errorProps } from './fieldProps';
import { PasswordField } from './PasswordField';

export function ResetPasswordForm({ loginPath = '/login' }: { loginPath?: string }) {
  const translate = useT();
  const params = new URLSearchParams(useNavigation().location.search);
  const [done, setDone] = useState(false);
  const [resent, setResent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema, { error: issueMessage }),
    defaultValues: { email: params.get('email') ?? '', code: '', password: '', confirmPassword: '' },
  });
  const onSubmit = async ({ email, code, password }: ResetPasswordInput) => {
    try {
      await api.post('account/reset-password', { email, code, password });
      setDone(true);
    } catch (error) {
      // The code, the new password (the policy) or the e-mail, each at its field; anything else for the whole form.
      if (!applyFieldErrors(error, setError, ['email', 'code', 'password'], { known: AUTH_SERVER_MESSAGES }))
        setError('root', { message: 'auth.errors.generic' });
    }
  };
  const resend = async () => {
    if (!(await trigger('email'))) return;
    try {
      await api.post('account/resend-otp', { email: getValues('email') });
      setResent(true);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['email'], { known: AUTH_SERVER_MESSAGES }))
        setError('email', { message: 'auth.errors.generic' });
    }
  };
  const hint = codeDeliveryHint();
  if (done) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {translate('auth.passwordChanged')}
        </Alert>
        <Button variant="contained" component={AppLink} to={loginPath}>
          {translate('auth.signIn')}
        </Button>
      </Stack>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={2}>
        <AuthField
          {...register('email')}
          label={translate('auth.email')}
          type="email"
          {...errorProps(errors.email, translate)}
        />
        <AuthField
          {...register('code')}
          label={translate('auth.code')}
          inputProps={{ inputMode: 'numeric', maxLength: 6 }}
          {...errorProps(errors.code, translate)}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Link component="button" type="button" variant="body2" onClick={resend}>
            {translate('auth.resendCode')}
          </Link>
        </Box>
        {resent && (
          <Alert severity="info" role="status">
            {[translate('auth.codeResent'), hint && translate(hint)].filter(Boolean).join(' ')}
          </Alert>
        )}
        <PasswordField
          {...register('password')}
          label={translate('auth.newPassword')}
          autoComplete="new-password"
          {...errorProps(errors.password, translate)}
          helperText={errorProps(errors.password, translate).helperText ?? translate('auth.passwordRules')}
        />
        <PasswordField
          {...register('confirmPassword')}
          label={translate('auth.confirmPassword')}
          autoComplete="new-password"
          {...errorProps(errors.confirmPassword, translate)}
        />
        {errors.root?.message && <Alert severity="error">{translate(dynamicKey(errors.root.message))}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {translate('auth.setNewPassword')}
        </Button>
        <Link component={AppLink} to={loginPath} align="center">
          {translate('auth.backToLogin')}
        </Link>
      </Stack>
    </Box>
  );
}
