import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { FullPage } from '@/layout/FullPage';
import { Illustration } from './Illustration';

export default function NotFoundPage() {
  const translate = useT();
  return (
    <FullPage
      title={translate('misc.notFound.heading')}
      subtitle={translate('misc.notFound.subtitle')}
      illustration={<Illustration code="404" />}
    >
      <Button variant="contained" component={Link} to="/home">
        {translate('misc.backHome')}
      </Button>
    </FullPage>
  );
}
