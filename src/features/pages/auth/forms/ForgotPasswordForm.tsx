import { useState } from 'react';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { AppLink } from '@/routes/navigation';
import { useT } from '@/i18n/useT';
import { api } from '@/data/api';
import { applyFieldErrors } from '@/shared/forms/applyFieldErrors';
import { codeDeliveryHint } from '../codeDelivery';
import { forgotPasswordRules, type ForgotPasswordInput } from '../signInRules';
import { AUTH_SERVER_MESSAGES } from '../serverMessages';
import { AuthField } from './AuthField';
import { useRulesForm } from './useRulesForm';
import { errorProps } from './fieldProps';
import { useHydrated } from '@/shared/useHydrated';

export function ForgotPasswordForm({
  resetPath = '/reset-password',
  loginPath = '/login',
}: {
  resetPath?: string;
  loginPath?: string;
}) {
  const translate = useT();
  // Until the script runs the form, its (disabled) default button keeps Enter from submitting it natively.
  const hydrated = useHydrated();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useRulesForm<ForgotPasswordInput>({
    rules: forgotPasswordRules,
    defaultValues: { email: '' },
  });
  const onSubmit = async ({ email }: ForgotPasswordInput) => {
    try {
      await api.post('account/forgot-password', { email });
      setSent(email);
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['email'], { known: AUTH_SERVER_MESSAGES }))
        setError('email', { message: 'auth.errors.generic' });
    }
  };
  if (sent) {
    const hint = codeDeliveryHint();
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {translate('auth.resetSent', { email: sent })}
        </Alert>
        {hint && <Alert severity="info">{translate(hint)}</Alert>}
        <Button variant="contained" component={AppLink} to={`${resetPath}?email=${encodeURIComponent(sent)}`}>
          {translate('auth.enterCode')}
        </Button>
        <Link component={AppLink} to={loginPath} align="center">
          {translate('auth.backToLogin')}
        </Link>
      </Stack>
    );
  }
  return (
    <Box component="form" method="post" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={2}>
        <AuthField
          {...register('email')}
          label={translate('auth.email')}
          type="email"
          autoFocus
          {...errorProps(errors.email, translate)}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting || !hydrated}>
          {translate('auth.sendResetLink')}
        </Button>
        <Link component={AppLink} to={loginPath} align="center">
          {translate('auth.backToLogin')}
        </Link>
      </Stack>
    </Box>
  );
}
