import { useMemo } from 'react';
import { Grid, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useT } from '@/i18n/useT';
import type { ApexOptions } from 'apexcharts';
import { useFormat } from '@/i18n/format';
import { Chart } from '../shared/Chart';
import { WidgetCard } from '../shared/WidgetCard';

const SOURCES = ['app', 'service', 'product'] as const;

/** The share of earnings per source, as a donut. */
export function EarningsWidget({ series }: { series: number[] }) {
  const translate = useT();
  const theme = useTheme();
  const format = useFormat();
  const labels = SOURCES.slice(0, series.length).map((source) => translate(`dashboards.earnings.sources.${source}`));
  const largest = Math.max(0, ...series);
  const options = useMemo(
    (): ApexOptions => ({
      labels,
      legend: { show: false },
      colors: [theme.palette.success.main, theme.palette.success.light, theme.palette.action.disabled],
      stroke: { width: 0 },
      plotOptions: {
        pie: {
          donut: {
            size: '72%',
            labels: {
              show: true,
              name: { color: theme.palette.text.secondary },
              value: { color: theme.palette.text.primary, formatter: (value: string) => format.percent(Number(value)) },
              total: {
                show: true,
                label: labels[series.indexOf(largest)] ?? '',
                color: theme.palette.text.secondary,
                formatter: () => format.percent(largest),
              },
            },
          },
        },
      },
    }),
    [labels, series, largest, theme, format],
  );
  return (
    <WidgetCard title={translate('dashboards.earnings.title')}>
      <Grid container spacing={1} alignItems="center">
        <Grid size={6}>
          <Typography variant="body2" color="text.secondary">
            {translate('dashboards.earnings.subtitle')}
          </Typography>
        </Grid>
        <Grid size={6}>
          <Chart
            type="donut"
            series={series}
            options={options}
            height={150}
            label={translate('dashboards.earnings.chart')}
          />
        </Grid>
      </Grid>
    </WidgetCard>
  );
}
