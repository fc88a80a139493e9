import {
  Button,
  Card,
  CardHeader,
  Grid,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import { fetchUsers, usersListKey } from '@/features/apps/users/api';
import { UserAvatar } from '@/features/apps/users/UserAvatar';
import { fetchInvoices, invoiceListKey } from '@/features/apps/invoice/api';
import { useAnalyticsDashboard, useEcommerceDashboard } from '@/features/dashboards/api';
import { useFormat } from '@/i18n/format';
import { WhenLoaded } from '@/features/dashboards/shared/WidgetCard';
import { AppDesignWidget } from '@/features/dashboards/widgets/AppDesignWidget';
import { CongratulationsCard } from '@/features/dashboards/widgets/CongratulationsCard';
import { MeetupWidget } from '@/features/dashboards/widgets/MeetupWidget';
import { TimelineWidget } from '@/features/dashboards/widgets/TimelineWidget';
import { TransactionsWidget } from '@/features/dashboards/widgets/TransactionsWidget';

const NEWEST_USERS = { sortBy: 'id' as const, sortDesc: true, perPage: 5, page: 1 };
const OVERDUE = { status: 'Past Due' as const, sortBy: 'dueDate' as const, sortDesc: false, perPage: 5, page: 1 };

/** The newest users, each linking to their page. */
function NewestUsersCard() {
  const translate = useT();
  const users = useQuery({
    queryKey: usersListKey(NEWEST_USERS),
    queryFn: ({ signal }) => fetchUsers(NEWEST_USERS, signal),
  });
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={translate('cards.advance.newestUsers')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button size="small" component={Link} to="/apps/users/list">
            {translate('cards.advance.viewAll')}
          </Button>
        }
      />
      <WhenLoaded query={users} height={260}>
        {(data) => (
          <List dense>
            {data.users.map((user) => (
              <ListItem key={user.id} disablePadding>
                <ListItemButton component={Link} to={`/apps/users/view/${user.id}`}>
                  <ListItemAvatar>
                    <UserAvatar user={user} />
                  </ListItemAvatar>
                  <ListItemText primary={user.fullName} secondary={user.email} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </WhenLoaded>
    </Card>
  );
}

/** Invoices past their due date, oldest first, each linking to its preview. */
function OverdueInvoicesCard() {
  const translate = useT();
  const format = useFormat();
  const invoices = useQuery({
    queryKey: invoiceListKey(OVERDUE),
    queryFn: ({ signal }) => fetchInvoices(OVERDUE, signal),
  });
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={translate('cards.advance.overdue')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Button size="small" component={Link} to="/apps/invoice/list">
            {translate('cards.advance.viewAll')}
          </Button>
        }
      />
      <WhenLoaded query={invoices} height={260}>
        {(data) =>
          data.invoices.length === 0 ? (
            <Typography sx={{ px: 2, pb: 2 }} color="text.secondary">
              {translate('cards.advance.noOverdue')}
            </Typography>
          ) : (
            <List dense>
              {data.invoices.map((invoice) => (
                <ListItem key={invoice.id} disablePadding>
                  <ListItemButton component={Link} to={`/apps/invoice/preview/${invoice.id}`}>
                    <ListItemText
                      primary={`#${invoice.id} · ${invoice.client.name}`}
                      secondary={translate('cards.advance.dueOn', { date: format.date(invoice.dueDate) })}
                    />
                    <Typography variant="body2" fontWeight={600} color="error">
                      {format.currency(invoice.balance)}
                    </Typography>
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )
        }
      </WhenLoaded>
    </Card>
  );
}

/** Richer cards built from the dashboards' data, the users and the invoices. */
export default function AdvanceCardsPage() {
  const analytics = useAnalyticsDashboard();
  const ecommerce = useEcommerceDashboard();
  const format = useFormat();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <WhenLoaded query={ecommerce}>
          {(data) => (
            <CongratulationsCard
              data={data.congratulations}
              amount={format.currency(data.congratulations.saleToday, 0)}
              to="/dashboard/ecommerce"
            />
          )}
        </WhenLoaded>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WhenLoaded query={ecommerce}>{(data) => <MeetupWidget data={data.meetup} />}</WhenLoaded>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <NewestUsersCard />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <OverdueInvoicesCard />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <WhenLoaded query={ecommerce}>{(data) => <TransactionsWidget items={data.transactionData} />}</WhenLoaded>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WhenLoaded query={analytics}>{(data) => <TimelineWidget data={data.timeline} />}</WhenLoaded>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <WhenLoaded query={analytics}>{(data) => <AppDesignWidget data={data.appDesign} />}</WhenLoaded>
      </Grid>
    </Grid>
  );
}
