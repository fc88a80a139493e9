import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { FullPage } from '@/layout/FullPage';
import { Illustration } from './Illustration';

export default function UnderMaintenancePage() {
  const translate = useT();
  return (
    <FullPage
      title={translate('misc.maintenance.heading')}
      subtitle={translate('misc.maintenance.subtitle')}
      illustration={<Illustration code="503" />}
    >
      <Button variant="contained" component={Link} to="/home">
        {translate('misc.backHome')}
      </Button>
    </FullPage>
  );
}
