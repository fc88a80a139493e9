import { Grid } from '@mui/material';
import { useEcommerceDashboard } from '../api';
import { useFormat } from '@/i18n/format';
import { WhenLoaded } from '../shared/WidgetCard';
import { CompanyTableWidget } from '../widgets/CompanyTableWidget';
import { CongratulationsCard } from '../widgets/CongratulationsCard';
import { EarningsWidget } from '../widgets/EarningsWidget';
import { GoalOverviewWidget } from '../widgets/GoalOverviewWidget';
import { MeetupWidget } from '../widgets/MeetupWidget';
import { OrdersBarWidget, ProfitLineWidget } from '../widgets/OrdersProfitWidgets';
import { RevenueReportWidget } from '../widgets/RevenueReportWidget';
import { StatisticsWidget } from '../widgets/StatisticsWidget';
import { TransactionsWidget } from '../widgets/TransactionsWidget';

/** The e-commerce dashboard, from GET /ecommerce/data. */
export default function EcommerceDashboardPage() {
  const query = useEcommerceDashboard();
  const format = useFormat();
  return (
    <WhenLoaded query={query} height={480}>
      {(data) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5, lg: 4 }}>
            <CongratulationsCard
              data={data.congratulations}
              amount={format.currency(data.congratulations.saleToday, 0)}
              to="/apps/invoice/list"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 7, lg: 8 }}>
            <StatisticsWidget items={data.statisticsItems} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Grid container spacing={3}>
              <Grid size={6}>
                <OrdersBarWidget data={data.statisticsOrder} />
              </Grid>
              <Grid size={6}>
                <ProfitLineWidget data={data.statisticsProfit} />
              </Grid>
              <Grid size={12}>
                <EarningsWidget series={data.earningsChart.series} />
              </Grid>
            </Grid>
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <RevenueReportWidget data={data.revenue} />
          </Grid>
          <Grid size={{ xs: 12, lg: 8 }}>
            <CompanyTableWidget rows={data.companyTable} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <MeetupWidget data={data.meetup} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <GoalOverviewWidget data={data.goalOverview} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <TransactionsWidget items={data.transactionData} />
          </Grid>
        </Grid>
      )}
    </WhenLoaded>
  );
}
