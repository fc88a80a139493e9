import { Button, Stack } from '@mui/material';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { FullPage } from '@/layout/FullPage';
import { Illustration } from './Illustration';

export default function ErrorPage() {
  const translate = useT();
  return (
    <FullPage
      title={translate('misc.error.heading')}
      subtitle={translate('misc.error.subtitle')}
      illustration={<Illustration code="500" />}
    >
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          {translate('misc.error.retry')}
        </Button>
        <Button variant="contained" component={Link} to="/home">
          {translate('misc.backHome')}
        </Button>
      </Stack>
    </FullPage>
  );
}
