import { Button, Stack } from '@mui/material';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { FullPage } from '@/layout/FullPage';
import { useSessionUser } from '@/auth/session';
import { homeFor } from '@/auth/homeFor';
import { Illustration } from './Illustration';

export default function NotAuthorizedPage() {
  const translate = useT();
  const user = useSessionUser();
  return (
    <FullPage
      title={translate('misc.notAuthorized.heading')}
      subtitle={translate('misc.notAuthorized.subtitle')}
      illustration={<Illustration code="403" />}
    >
      <Stack direction="row" spacing={2}>
        {user ? (
          <Button variant="contained" component={Link} to={homeFor(user.role)}>
            {translate('misc.backHome')}
          </Button>
        ) : (
          <Button variant="contained" component={Link} to="/login">
            {translate('misc.notAuthorized.signIn')}
          </Button>
        )}
      </Stack>
    </FullPage>
  );
}
