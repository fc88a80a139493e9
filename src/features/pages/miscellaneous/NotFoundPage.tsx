import { Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { FullPage } from '@/layout/FullPage';
import { Illustration } from './Illustration';

export default function NotFoundPage() {
  const translate = useTranslate();
  return (
    <FullPage title={translate('misc.notFound.heading')} subtitle={translate('misc.notFound.subtitle')} illustration={<Illustration code="404" />}>
      <Button variant="contained" component={Link} to="/home">{translate('misc.backHome')}</Button>
    </FullPage>
  );
}
