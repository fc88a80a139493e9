import { Grid } from '@mui/material';
import { useAnalyticCard } from '@/features/dashboards/api';
import { WhenLoaded } from '@/features/dashboards/shared/WidgetCard';
import { AvgSessionsWidget } from '@/features/dashboards/widgets/AvgSessionsWidget';
import { GoalOverviewWidget } from '@/features/dashboards/widgets/GoalOverviewWidget';
import { ProductOrdersWidget } from '@/features/dashboards/widgets/ProductOrdersWidget';
import { RevenueLineWidget } from '@/features/dashboards/widgets/RevenueLineWidget';
import { RevenueReportWidget } from '@/features/dashboards/widgets/RevenueReportWidget';
import { CustomersWidget, SessionsDeviceWidget } from '@/features/dashboards/widgets/ShareDonutWidget';
import { SupportTrackerWidget } from '@/features/dashboards/widgets/SupportTrackerWidget';

/** Analytic cards, each from GET /card/card-analytics/:kind. */
export default function AnalyticCardsPage() {
  const support = useAnalyticCard('support-tracker');
  const sessions = useAnalyticCard('avg-sessions');
  const report = useAnalyticCard('revenue-report');
  const goal = useAnalyticCard('goal-overview');
  const revenue = useAnalyticCard('revenue');
  const orders = useAnalyticCard('product-orders');
  const devices = useAnalyticCard('sessions-device');
  const customers = useAnalyticCard('customers');
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <WhenLoaded query={support} height={360}>
          {(data) => <SupportTrackerWidget data={data} />}
        </WhenLoaded>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <WhenLoaded query={sessions} height={360}>
          {(data) => <AvgSessionsWidget data={data} />}
        </WhenLoaded>
      </Grid>
      <Grid size={12}>
        <WhenLoaded query={report} height={320}>
          {(data) => <RevenueReportWidget data={data} />}
        </WhenLoaded>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <WhenLoaded query={goal} height={320}>
          {(data) => <GoalOverviewWidget data={data} />}
        </WhenLoaded>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 8 }}>
        <WhenLoaded query={revenue} height={320}>
          {(data) => <RevenueLineWidget data={data} />}
        </WhenLoaded>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <WhenLoaded query={orders} height={420}>
          {(data) => <ProductOrdersWidget data={data} />}
        </WhenLoaded>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <WhenLoaded query={devices} height={420}>
          {(data) => <SessionsDeviceWidget data={data} />}
        </WhenLoaded>
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <WhenLoaded query={customers} height={420}>
          {(data) => <CustomersWidget data={data} />}
        </WhenLoaded>
      </Grid>
    </Grid>
  );
}
