import { Grid } from '@mui/material';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import { useAnalyticsDashboard } from '../api';
import { useFormat } from '@/i18n/format';
import { WhenLoaded } from '../shared/WidgetCard';
import { AppDesignWidget } from '../widgets/AppDesignWidget';
import { AvgSessionsWidget } from '../widgets/AvgSessionsWidget';
import { CongratulationsCard } from '../widgets/CongratulationsCard';
import { SalesRadarWidget } from '../widgets/SalesRadarWidget';
import { StatisticAreaCard } from '../widgets/StatisticAreaCard';
import { SupportTrackerWidget } from '../widgets/SupportTrackerWidget';
import { TimelineWidget } from '../widgets/TimelineWidget';

/** The analytics dashboard, from GET /analytics/data. */
export default function AnalyticsDashboardPage() {
  const query = useAnalyticsDashboard();
  const format = useFormat();
  return (
    <WhenLoaded query={query} height={480}>
      {(data) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <CongratulationsCard
              data={data.congratulations}
              amount={format.percent(data.congratulations.saleToday)}
              to="/dashboard/ecommerce"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatisticAreaCard
              icon={PeopleIcon}
              color="primary"
              value={format.compact(data.subscribersGained.analyticsData.subscribers)}
              label="dashboards.statistics.subscribersGained"
              series={data.subscribersGained.series}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatisticAreaCard
              icon={InventoryIcon}
              color="warning"
              value={format.compact(data.ordersReceived.analyticsData.orders)}
              label="dashboards.statistics.ordersReceived"
              series={data.ordersReceived.series}
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <AvgSessionsWidget data={data.avgSessions} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <SupportTrackerWidget data={data.supportTracker} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <TimelineWidget data={data.timeline} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <SalesRadarWidget data={data.salesChart} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <AppDesignWidget data={data.appDesign} />
          </Grid>
        </Grid>
      )}
    </WhenLoaded>
  );
}
