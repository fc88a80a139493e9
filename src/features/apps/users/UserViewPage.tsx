import { Grid, LinearProgress, Stack } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { LoadError } from '@/shared/LoadError';
import { NotFoundState } from '@/shared/NotFoundState';
import { useUserRecord } from './useUserRecord';
import { UserPermissionsTable } from './view/UserPermissionsTable';
import { UserPlanCard } from './view/UserPlanCard';
import { UserSummaryCard } from './view/UserSummaryCard';

/** One user: details with edit/suspend/delete, their plan, and what their role permits. */
export default function UserViewPage() {
  const translate = useT();
  const { id } = useParams();
  const { query, notFound } = useUserRecord(id);
  if (notFound) {
    return (
      <NotFoundState
        title={translate('appUsers.notFound.title')}
        message={translate('appUsers.notFound.message', { id: id ?? '' })}
        backTo="/apps/users/list"
        backLabel={translate('appUsers.notFound.back')}
      />
    );
  }
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.data) return <LinearProgress aria-label={translate('appUsers.common.loading')} />;
  const user = query.data;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <Stack spacing={3}>
          <UserSummaryCard user={user} />
          <UserPlanCard user={user} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <UserPermissionsTable role={user.role} />
      </Grid>
    </Grid>
  );
}
