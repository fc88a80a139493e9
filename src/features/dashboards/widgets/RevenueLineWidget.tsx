import { useMemo } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import type { ApexOptions } from 'apexcharts';
import type { RevenueAnalyticCard } from '@/mock/types/cards';
import { Chart } from '../shared/Chart';
import { WidgetCard } from '../shared/WidgetCard';
import { useFormat } from '@/i18n/format';

/** This month's revenue against last month's, day by day. */
export function RevenueLineWidget({ data }: { data: RevenueAnalyticCard }) {
  const translate = useT();
  const theme = useTheme();
  const format = useFormat();
  const length = data.series[0]?.data.length ?? 0;
  const options = useMemo(
    (): ApexOptions => ({
      colors: [theme.palette.warning.main, theme.palette.action.disabled],
      stroke: { curve: 'smooth', dashArray: [0, 8], width: [4, 2] },
      legend: { show: false },
      markers: { size: 0, hover: { size: 5 } },
      xaxis: { categories: Array.from({ length }, (_, index) => String(index * 5 || 1)) },
      yaxis: { labels: { formatter: (value: number) => format.compact(value) } },
      fill: {
        type: 'gradient',
        gradient: {
          shade: 'dark',
          inverseColors: false,
          gradientToColors: [theme.palette.error.main, theme.palette.action.disabled],
          type: 'horizontal',
          stops: [0, 100],
        },
      },
    }),
    [theme, length, format],
  );
  const series = useMemo(
    () =>
      data.series.map((line) => ({
        name: translate(dynamicKey(`dashboards.series.${line.name ?? 'value'}`)),
        data: line.data,
      })),
    [data, translate],
  );
  return (
    <WidgetCard title={translate('dashboards.series.revenue')}>
      <Stack direction="row" spacing={4} sx={{ mb: 1 }}>
        <div>
          <Typography variant="body2" color="text.secondary">
            {translate('dashboards.series.thisMonth')}
          </Typography>
          <Typography variant="h5" component="p" fontWeight={700}>
            {format.currency(data.thisMonth, 0)}
          </Typography>
        </div>
        <div>
          <Typography variant="body2" color="text.secondary">
            {translate('dashboards.series.lastMonth')}
          </Typography>
          <Typography variant="h5" component="p" fontWeight={700} color="warning">
            {format.currency(data.lastMonth, 0)}
          </Typography>
        </div>
      </Stack>
      <Chart type="line" series={series} options={options} height={240} label={translate('dashboards.revenue.chart')} />
    </WidgetCard>
  );
}
