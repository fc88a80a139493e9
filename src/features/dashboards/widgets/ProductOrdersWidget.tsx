import { useMemo } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import FiberIcon from '@mui/icons-material/FiberManualRecord';
import { useT } from '@/i18n/useT';
import type { ApexOptions } from 'apexcharts';
import type { ProductOrdersCard } from '@/mock/types/cards';
import { Chart } from '../shared/Chart';
import { WidgetCard } from '../shared/WidgetCard';
import { useFormat } from '@/i18n/format';

const STATES = ['finished', 'pending', 'rejected'] as const;

/** Orders by state (finished, pending, rejected) as concentric rings, with their counts. */
export function ProductOrdersWidget({ data }: { data: ProductOrdersCard }) {
  const translate = useT();
  const theme = useTheme();
  const format = useFormat();
  const colors = useMemo(
    () => [theme.palette.primary.main, theme.palette.warning.main, theme.palette.error.main],
    [theme],
  );
  const total = STATES.reduce((sum, state) => sum + data.chartInfo[state], 0);
  const options = useMemo(
    (): ApexOptions => ({
      labels: STATES.map((state) => translate(`dashboards.productOrders.${state}`)),
      colors,
      plotOptions: {
        radialBar: {
          hollow: { size: '25%' },
          track: { margin: 12, background: theme.palette.action.hover },
          dataLabels: {
            name: { fontSize: '1rem', color: theme.palette.text.secondary },
            value: { fontSize: '1.2rem', color: theme.palette.text.primary },
            total: {
              show: true,
              label: translate('dashboards.productOrders.total'),
              color: theme.palette.text.secondary,
              formatter: () => format.number(total),
            },
          },
        },
      },
      stroke: { lineCap: 'round' },
    }),
    [theme, translate, colors, total, format],
  );
  return (
    <WidgetCard
      title={translate('dashboards.productOrders.title')}
      subheader={translate('dashboards.periods.last-28-days')}
    >
      <Chart
        type="radialBar"
        series={data.series}
        options={options}
        height={300}
        label={translate('dashboards.productOrders.title')}
      />
      <Stack spacing={1}>
        {STATES.map((state, index) => (
          <Stack key={state} direction="row" justifyContent="space-between">
            <Stack direction="row" spacing={1} alignItems="center">
              <FiberIcon sx={{ fontSize: 12, color: colors[index] }} />
              <Typography variant="body2">{translate(`dashboards.productOrders.${state}`)}</Typography>
            </Stack>
            <Typography variant="body2" fontWeight={600}>
              {format.number(data.chartInfo[state])}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </WidgetCard>
  );
}
