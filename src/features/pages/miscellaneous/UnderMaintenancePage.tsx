import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { FullPage } from '@/layout/FullPage';
import { Illustration } from './Illustration';

export default function UnderMaintenancePage() {
  const translate = useTranslate();
  return (
    <FullPage title={translate('misc.maintenance.heading')} subtitle={translate('misc.maintenance.subtitle')} illustration={<Illustration code="503" />}>
      <Button variant="contained" component={Link} to="/home">{translate('misc.backHome')}</Button>
    </FullPage>
  );
}
