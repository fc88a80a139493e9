import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { authProvider } from '@/auth/authProvider';
import { getAccessToken, getUser } from '@/auth/session';
import { clientHooks } from '@/data/httpClient';
import { hasUnsavedWork } from '@/shared/forms/dirtyForms';
import { signInMessageKey } from './serverMessages';
import { PasswordField } from './forms/PasswordField';

type Pending = { email: string; settle: (token: string | null) => void };

/**
 * When the session ends while a form holds unsaved changes, the HTTP client asks this dialog instead of leaving for
 * the sign-in page: the same person signs in again over the form, and the call that found the session ended (the
 * save) is replayed. Dismissing it ends the session; the form's draft keeps what was typed.
 */
export function SignInAgainDialog() {
  const translate = useT();
  const titleId = useId();
  const [pending, setPending] = useState<Pending | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const settled = useRef(false);

  useEffect(() => {
    clientHooks.reauthenticate = () => {
      const email = getUser()?.email;
      if (!email || !hasUnsavedWork()) return Promise.resolve(null);
      return new Promise<string | null>((settle) => {
        settled.current = false;
        setPassword('');
        setError(null);
        setPending({ email, settle });
      });
    };
    return () => {
      clientHooks.reauthenticate = null;
    };
  }, []);

  const finish = (token: string | null) => {
    if (!pending || settled.current) return;
    settled.current = true;
    pending.settle(token);
    setPending(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    if (!password) {
      setError('auth.validation.passwordRequired');
      return;
    }
    setBusy(true);
    try {
      await authProvider.login({ email: pending.email, password });
      finish(getAccessToken());
    } catch (failure) {
      setError(signInMessageKey(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={pending !== null}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      onClose={(_, reason) => {
        if (reason !== 'backdropClick') finish(null);
      }}
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{translate('auth.signInAgain.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('auth.signInAgain.message')}</DialogContentText>
          <Stack spacing={2}>
            {error && (
              <Alert severity="error" role="alert">
                {translate(dynamicKey(error), { _: error })}
              </Alert>
            )}
            <TextField
              label={translate('auth.email')}
              value={pending?.email ?? ''}
              autoComplete="username"
              slotProps={{ input: { readOnly: true } }}
            />
            <PasswordField
              label={translate('auth.password')}
              value={password}
              autoComplete="current-password"
              autoFocus
              fullWidth
              onChange={(event) => setPassword(event.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => finish(null)}>
            {translate('auth.signInAgain.signOut')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('auth.signInAgain.continue')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
