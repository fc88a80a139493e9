import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { homeFor } from '@/auth/homeFor';
import { useSessionUser } from '@/auth/session';
import { useT } from '@/i18n/useT';
import { AppLink } from './navigation';

/**
 * In place of a page the signed-in person may no longer open (their role lost the right while it was open, or the
 * API refused it): says so by the page's name, instead of an empty list or a bare error.
 */
export function AccessLost({ page }: { page: string }) {
  const translate = useT();
  const user = useSessionUser();
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button color="inherit" component={AppLink} to={homeFor(user?.role)}>
            {translate('app.accessLost.home')}
          </Button>
        }
      >
        <AlertTitle component="h1" sx={{ typography: 'h6' }}>
          {translate('app.accessLost.title', { page })}
        </AlertTitle>
        {translate('app.accessLost.body')}
      </Alert>
    </Box>
  );
}
