import { useState } from 'react';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'ra-core';
import { apiFetch } from '@/data/httpClient';
import { codeDeliveryHint } from '../codeDelivery';
import { forgotPasswordRules, type ForgotPasswordInput } from '../signInRules';
import { useRulesForm } from './useRulesForm';
import { fieldErrors } from '../serverMessages';
import { AuthField } from './AuthField';
import { errorProps } from './fieldProps';

export function ForgotPasswordForm({ resetPath = '/reset-password', loginPath = '/login' }: { resetPath?: string; loginPath?: string }) {
  const translate = useTranslate();
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useRulesForm<ForgotPasswordInput>({
    rules: forgotPasswordRules,
    defaultValues: { email: '' },
  });
  const onSubmit = async ({ email }: ForgotPasswordInput) => {
    try {
      const response = await apiFetch('account/forgot-password', { method: 'POST', body: JSON.stringify({ email }) });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) return setError('email', { message: fieldErrors(body).email ?? 'auth.errors.generic' });
      setSent(email);
    } catch {
      setError('email', { message: 'auth.errors.generic' });
    }
  };
  if (sent) {
    const hint = codeDeliveryHint();
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">{translate('auth.resetSent', { email: sent })}</Alert>
        {hint && <Alert severity="info">{translate(hint)}</Alert>}
        <Button variant="contained" component={RouterLink} to={`${resetPath}?email=${encodeURIComponent(sent)}`}>{translate('auth.enterCode')}</Button>
        <Link component={RouterLink} to={loginPath} align="center">{translate('auth.backToLogin')}</Link>
      </Stack>
    );
  }
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={2}>
        <AuthField {...register('email')} label={translate('auth.email')} type="email" autoFocus {...errorProps(errors.email, translate)} />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>{translate('auth.sendResetLink')}</Button>
        <Link component={RouterLink} to={loginPath} align="center">{translate('auth.backToLogin')}</Link>
      </Stack>
    </Box>
  );
}
