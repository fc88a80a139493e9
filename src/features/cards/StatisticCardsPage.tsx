import { Grid, Typography } from '@mui/material';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import PaidIcon from '@mui/icons-material/AttachMoney';
import CartIcon from '@mui/icons-material/ShoppingCartOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import TrafficIcon from '@mui/icons-material/TrafficOutlined';
import UsersIcon from '@mui/icons-material/GroupsOutlined';
import MailIcon from '@mui/icons-material/MailOutline';
import { useT } from '@/i18n/useT';
import { useEcommerceDashboard, useStatisticCard } from '@/features/dashboards/api';
import { useFormat } from '@/i18n/format';
import { WhenLoaded } from '@/features/dashboards/shared/WidgetCard';
import { StatisticAreaCard } from '@/features/dashboards/widgets/StatisticAreaCard';
import { StatisticsWidget } from '@/features/dashboards/widgets/StatisticsWidget';

const latest = (data: number[]) => data[data.length - 1] ?? 0;

/** Statistic cards, each from GET /card/card-statistics/:kind, and the statistics row of the e-commerce data. */
export default function StatisticCardsPage() {
  const translate = useT();
  const format = useFormat();
  const subscribers = useStatisticCard('subscribers');
  const revenue = useStatisticCard('revenue');
  const sales = useStatisticCard('sales');
  const orders = useStatisticCard('orders');
  const traffic = useStatisticCard('site-traffic');
  const active = useStatisticCard('active-users');
  const newsletter = useStatisticCard('newsletter');
  const ecommerce = useEcommerceDashboard();
  const cell = { xs: 12, sm: 6, lg: 3 };
  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        <WhenLoaded query={ecommerce} height={140}>
          {(data) => <StatisticsWidget items={data.statisticsItems} />}
        </WhenLoaded>
      </Grid>
      <Grid size={12}>
        <Typography variant="h5" component="h2">
          {translate('cards.statistic.areaCharts')}
        </Typography>
      </Grid>
      <Grid size={cell}>
        <WhenLoaded query={subscribers}>
          {(data) => (
            <StatisticAreaCard
              icon={PeopleIcon}
              color="primary"
              value={format.compact(data.analyticsData.subscribers)}
              label="dashboards.statistics.subscribersGained"
              series={data.series}
            />
          )}
        </WhenLoaded>
      </Grid>
      <Grid size={cell}>
        <WhenLoaded query={revenue}>
          {(data) => (
            <StatisticAreaCard
              icon={PaidIcon}
              color="success"
              value={format.currency(data.analyticsData.revenue, 0)}
              label="dashboards.statistics.revenueGenerated"
              series={data.series}
            />
          )}
        </WhenLoaded>
      </Grid>
      <Grid size={cell}>
        <WhenLoaded query={sales}>
          {(data) => (
            <StatisticAreaCard
              icon={CartIcon}
              color="danger"
              value={format.percent(data.analyticsData.sales)}
              label="dashboards.statistics.quarterlySales"
              series={data.series}
            />
          )}
        </WhenLoaded>
      </Grid>
      <Grid size={cell}>
        <WhenLoaded query={orders}>
          {(data) => (
            <StatisticAreaCard
              icon={InventoryIcon}
              color="warning"
              value={format.compact(data.analyticsData.orders)}
              label="dashboards.statistics.ordersReceived"
              series={data.series}
            />
          )}
        </WhenLoaded>
      </Grid>
      <Grid size={12}>
        <Typography variant="h5" component="h2">
          {translate('cards.statistic.lineCharts')}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <WhenLoaded query={traffic}>
          {(data) => (
            <StatisticAreaCard
              type="line"
              icon={TrafficIcon}
              color="primary"
              value={format.compact(latest(data.series[0]?.data ?? []))}
              label="dashboards.statistics.siteTraffic"
              series={data.series}
            />
          )}
        </WhenLoaded>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <WhenLoaded query={active}>
          {(data) => (
            <StatisticAreaCard
              type="line"
              icon={UsersIcon}
              color="success"
              value={format.compact(latest(data.series[0]?.data ?? []))}
              label="dashboards.statistics.activeUsers"
              series={data.series}
            />
          )}
        </WhenLoaded>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <WhenLoaded query={newsletter}>
          {(data) => (
            <StatisticAreaCard
              type="line"
              icon={MailIcon}
              color="warning"
              value={format.compact(latest(data.series[0]?.data ?? []))}
              label="dashboards.statistics.newsletter"
              series={data.series}
            />
          )}
        </WhenLoaded>
      </Grid>
    </Grid>
  );
}
