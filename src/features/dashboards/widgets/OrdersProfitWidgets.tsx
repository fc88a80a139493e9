import { useMemo, type ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useT } from '@/i18n/useT';
import type { ApexOptions } from 'apexcharts';
import type { SeriesCard } from '@/mock/types/cards';
import { Chart } from '../shared/Chart';
import { useFormat } from '@/i18n/format';

const sum = (card: SeriesCard) => card.series.reduce((total, line) => total + line.data.reduce((a, b) => a + b, 0), 0);

function SmallChartCard({ title, value, children }: { title: string; value: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {title}
        </Typography>
        <Typography variant="h5" component="p" fontWeight={700}>
          {value}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Orders per period as bars, with their sum. */
export function OrdersBarWidget({ data }: { data: SeriesCard }) {
  const translate = useT();
  const theme = useTheme();
  const format = useFormat();
  const options = useMemo(
    (): ApexOptions => ({
      chart: { stacked: true, sparkline: { enabled: true } },
      colors: [theme.palette.warning.main],
      plotOptions: {
        bar: {
          columnWidth: '25%',
          borderRadius: 3,
          colors: { backgroundBarColors: Array(5).fill(theme.palette.action.hover), backgroundBarRadius: 3 },
        },
      },
      tooltip: { x: { show: false } },
    }),
    [theme],
  );
  const series = useMemo(
    () => data.series.map((line) => ({ name: translate('dashboards.series.orders'), data: line.data })),
    [data, translate],
  );
  return (
    <SmallChartCard title={translate('dashboards.statistics.orders')} value={format.compact(sum(data))}>
      <Chart
        type="bar"
        series={series}
        options={options}
        height={80}
        label={translate('dashboards.common.trendOf', { what: translate('dashboards.statistics.orders') })}
      />
    </SmallChartCard>
  );
}

/** Profit over time as a line, with its sum. */
export function ProfitLineWidget({ data }: { data: SeriesCard }) {
  const translate = useT();
  const theme = useTheme();
  const format = useFormat();
  const options = useMemo(
    (): ApexOptions => ({
      chart: { sparkline: { enabled: true } },
      colors: [theme.palette.info.main],
      stroke: { width: 3 },
      markers: { size: 2, strokeColors: theme.palette.info.main, hover: { size: 5 } },
      tooltip: { x: { show: false } },
    }),
    [theme],
  );
  const series = useMemo(
    () => data.series.map((line) => ({ name: translate('dashboards.series.profit'), data: line.data })),
    [data, translate],
  );
  return (
    <SmallChartCard title={translate('dashboards.statistics.profit')} value={format.compact(sum(data))}>
      <Chart
        type="line"
        series={series}
        options={options}
        height={80}
        label={translate('dashboards.common.trendOf', { what: translate('dashboards.statistics.profit') })}
      />
    </SmallChartCard>
  );
}
