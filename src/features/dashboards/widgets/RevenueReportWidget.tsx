import { useMemo } from 'react';
import { Chip, Divider, Grid, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import type { ApexOptions } from 'apexcharts';
import type { RevenueReportCard } from '@/mock/types/cards';
import { Chart } from '../shared/Chart';
import { useCalendarNames } from '../shared/useCategories';
import { WidgetCard } from '../shared/WidgetCard';
import { useFormat } from '@/i18n/format';

/** Earning against expense per month, and the year's price against its budget. */
export function RevenueReportWidget({ data }: { data: RevenueReportCard }) {
  const translate = useT();
  const theme = useTheme();
  const format = useFormat();
  const { months } = useCalendarNames();
  const year = data.years[0] ?? '';
  const categories = months.slice(0, data.revenueReport.series[0]?.data.length ?? 9);
  const barOptions = useMemo(
    (): ApexOptions => ({
      chart: { stacked: true },
      colors: [theme.palette.primary.main, theme.palette.warning.main],
      plotOptions: { bar: { columnWidth: '20%', borderRadius: 4 } },
      legend: { show: true, position: 'top', horizontalAlign: 'left' },
      xaxis: { categories },
      yaxis: { labels: { formatter: (value: number) => format.compact(value) } },
    }),
    [theme, categories, format],
  );
  const lineOptions = useMemo(
    (): ApexOptions => ({
      chart: { sparkline: { enabled: true } },
      colors: [theme.palette.primary.main, theme.palette.divider],
      stroke: { curve: 'smooth', dashArray: [0, 5], width: [2, 2] },
      tooltip: { enabled: false },
    }),
    [theme],
  );
  const series = useMemo(
    () =>
      data.revenueReport.series.map((line) => ({
        name: translate(dynamicKey(`dashboards.series.${line.name ?? 'value'}`)),
        data: line.data,
      })),
    [data, translate],
  );
  const budget = useMemo(
    () =>
      data.budgetChart.series.map((line, index) => ({
        name: translate(index === 0 ? 'dashboards.revenueReport.price' : 'dashboards.revenueReport.budget'),
        data: line.data,
      })),
    [data, translate],
  );
  return (
    <WidgetCard>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Typography variant="h6" component="h2">
            {translate('dashboards.revenueReport.title')}
          </Typography>
          <Chart
            type="bar"
            series={series}
            options={barOptions}
            height={240}
            label={translate('dashboards.revenueReport.chart')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ textAlign: 'center' }}>
          <Chip label={translate('dashboards.revenueReport.year', { year })} color="primary" variant="outlined" />
          <Typography variant="h4" component="p" fontWeight={700} sx={{ mt: 2 }}>
            {format.currency(data.price, 0)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('dashboards.revenueReport.budgetOf', { amount: format.currency(data.budget, 0) })}
          </Typography>
          <Divider sx={{ my: 2 }} />
          <Chart
            type="line"
            series={budget}
            options={lineOptions}
            height={80}
            label={translate('dashboards.revenueReport.budgetChart')}
          />
        </Grid>
      </Grid>
    </WidgetCard>
  );
}
