import { useEffect, useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Link, Stack, Typography } from '@mui/material';
import { AppLink, useNavigation } from '@/routes/navigation';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { noticeForNextScreen } from '@/shared/nextScreenNotice';
import { signIn } from '@/auth/signIn';
import { forgetSessionEndReason, getUser, REMEMBERED_EMAIL, sessionEndReason } from '@/auth/session';
import { loginRules, type LoginInput } from '../signInRules';
import { useRulesForm } from './useRulesForm';
import { signInMessageKey } from '../serverMessages';
import { AuthField } from './AuthField';
import { errorProps } from './fieldProps';
import { translateMessage } from '@/shared/useMessage';
import { PasswordField } from './PasswordField';
import { useHydrated } from '@/shared/useHydrated';

/** Small links stay at least 24 px high, so a finger hits them (WCAG 2.5.8, Lighthouse's touch-target audit). */
const TOUCH_TARGET = { minHeight: 24, display: 'inline-flex', alignItems: 'center' } as const;
const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@demo.com', password: 'admin' },
  { role: 'client', email: 'client@demo.com', password: 'client' },
] as const;

function fromState(state: unknown): unknown {
  const { from, nextPathname, nextSearch } = (state ?? {}) as {
    from?: unknown;
    nextPathname?: unknown;
    nextSearch?: unknown;
  };
  if (from !== undefined) return from;
  return typeof nextPathname === 'string'
    ? nextPathname + (typeof nextSearch === 'string' ? nextSearch : '')
    : undefined;
}

export function LoginForm({
  registerPath = '/register',
  forgotPath = '/forgot-password',
}: {
  registerPath?: string;
  forgotPath?: string;
}) {
  const translate = useT();
  // Until the script runs the form, its (disabled) default button keeps Enter from submitting it natively.
  const hydrated = useHydrated();
  const { navigate, location } = useNavigation();
  // The page a signed-out visitor opened before being sent here: `from` (src/routes/RouteScreen.tsx), or
  // react-admin's own sign-out after a refused call (`nextPathname`).
  const from = fromState(location.state);
  // Why the last session ended (src/auth/session.ts), shown once.
  const [notice] = useState(sessionEndReason);
  useEffect(forgetSessionEndReason, []);
  const remembered = localStorage.getItem(REMEMBERED_EMAIL);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useRulesForm<LoginInput>({
    rules: loginRules,
    defaultValues: { email: remembered ?? '', password: '', remember: remembered !== null },
  });

  const { ref: rememberRef, ...remember } = register('remember');

  // Why the server refused the last attempt (an i18n key): about the pair, so shown once for the form.
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = async ({ email, password, remember }: LoginInput) => {
    setRefusal(null);
    try {
      const { redirectTo } = await signIn({
        email,
        password,
        // The route table comes with the admin, not with this page: only now is it needed.
        destination: async (user) => (await import('@/routes/returnPath')).returnPath(from, user),
      });
      if (remember) localStorage.setItem(REMEMBERED_EMAIL, email);
      else localStorage.removeItem(REMEMBERED_EMAIL);
      const user = getUser();
      noticeForNextScreen({
        message: 'auth.welcome',
        options: { type: 'success', messageArgs: { name: user?.fullName ?? email, role: user?.role ?? '' } },
      });
      navigate(redirectTo, { replace: true });
    } catch (error) {
      setRefusal(signInMessageKey(error));
    }
  };

  return (
    <Box component="form" method="post" noValidate onSubmit={handleSubmit(onSubmit)}>
      {notice && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate(dynamicKey(notice))}
        </Alert>
      )}
      <Alert severity="info" sx={{ mb: 3 }} role="note">
        <Typography variant="body2" fontWeight={600}>
          {translate('auth.demoHint')}
        </Typography>
        {DEMO_ACCOUNTS.map((account) => (
          <Box key={account.role}>
            <Link
              component="button"
              type="button"
              variant="body2"
              sx={TOUCH_TARGET}
              onClick={() => {
                setValue('email', account.email, { shouldValidate: true });
                setValue('password', account.password, { shouldValidate: true });
              }}
            >
              {translate(`auth.demoAccount.${account.role}`)}: {account.email} / {account.password}
            </Link>
          </Box>
        ))}
      </Alert>
      <Stack spacing={2}>
        {refusal && (
          <Alert severity="error" role="alert">
            {translateMessage(translate, refusal)}
          </Alert>
        )}
        <AuthField
          {...register('email')}
          label={translate('auth.email')}
          type="email"
          autoComplete="username"
          autoFocus
          {...errorProps(errors.email, translate)}
        />
        {/* The link follows the password in the page's order, so Tab goes from the e-mail to the password. */}
        <Box>
          <PasswordField
            {...register('password')}
            label={translate('auth.password')}
            autoComplete="current-password"
            fullWidth
            {...errorProps(errors.password, translate)}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
            <Link component={AppLink} to={forgotPath} variant="body2" sx={TOUCH_TARGET}>
              {translate('auth.forgotPassword')}
            </Link>
          </Box>
        </Box>
        <FormControlLabel
          control={<Checkbox {...remember} inputRef={rememberRef} />}
          label={translate('auth.rememberMe')}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting || !hydrated}>
          {translate('auth.signIn')}
        </Button>
        <Typography align="center" variant="body2">
          {translate('auth.newHere')}{' '}
          <Link component={AppLink} to={registerPath}>
            {translate('auth.createAccount')}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
