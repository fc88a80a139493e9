import { useState } from 'react';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { issueMessage } from '@schemas/kit/validation';
import { api } from '@/data/api';
import type { LoginResult } from '@/auth/signIn';
import { applyFieldErrors } from '@/shared/forms/applyFieldErrors';
import { codeDeliveryHint } from '../codeDelivery';
import { confirmRegistrationSchema, type ConfirmRegistrationInput } from '../newPasswordSchemas';
import { AUTH_SERVER_MESSAGES } from '../serverMessages';
import { AuthField } from './AuthField';
import { errorProps } from './fieldProps';

export interface RegistrationDetails {
  username: string;
  email: string;
  password: string;
}

/**
 * Signing up, step two: the code the API sent to the address (the first step's answer is the same whether or not the
 * address has an account). "Send a new code" repeats step one with the same details; "Change my details" goes back.
 */
export function ConfirmRegistrationForm({
  details,
  onBack,
  onRegistered,
}: {
  details: RegistrationDetails;
  onBack: () => void;
  onRegistered: (result: LoginResult) => void;
}) {
  const translate = useT();
  const [resent, setResent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmRegistrationInput>({
    resolver: zodResolver(confirmRegistrationSchema, { error: issueMessage }),
    defaultValues: { code: '' },
  });
  const onSubmit = async ({ code }: ConfirmRegistrationInput) => {
    try {
      onRegistered(await api.post<LoginResult>('jwt/register/confirm', { email: details.email, code }));
    } catch (error) {
      // A wrong code at the code; an address taken meanwhile (any other field) on the whole form.
      if (!applyFieldErrors(error, setError, ['code'], { known: AUTH_SERVER_MESSAGES }))
        setError('root', { message: 'auth.errors.generic' });
    }
  };
  const resend = async () => {
    try {
      await api.post('jwt/register', details);
      setResent(true);
    } catch (error) {
      if (!applyFieldErrors(error, setError, [], { known: AUTH_SERVER_MESSAGES }))
        setError('root', { message: 'auth.errors.generic' });
    }
  };
  const hint = codeDeliveryHint();
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {translate('auth.registerCodeSent', { email: details.email })}
          {hint && ` ${translate(hint)}`}
        </Alert>
        <AuthField
          {...register('code')}
          label={translate('auth.code')}
          autoComplete="one-time-code"
          autoFocus
          inputProps={{ inputMode: 'numeric', maxLength: 6 }}
          {...errorProps(errors.code, translate)}
        />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Link component="button" type="button" variant="body2" onClick={onBack}>
            {translate('auth.changeDetails')}
          </Link>
          <Link component="button" type="button" variant="body2" onClick={resend}>
            {translate('auth.resendCode')}
          </Link>
        </Box>
        {resent && (
          <Alert severity="info" role="status">
            {translate('auth.codeResent')}
          </Alert>
        )}
        {errors.root?.message && (
          <Alert severity="error" role="alert">
            {translate(dynamicKey(errors.root.message))}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {translate('auth.confirmSignUp')}
        </Button>
      </Stack>
    </Box>
  );
}
