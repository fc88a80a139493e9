import { useMemo } from 'react';
import { Grid, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useT } from '@/i18n/useT';
import type { ApexOptions } from 'apexcharts';
import type { SupportTrackerCard } from '@/mock/types/cards';
import { Chart } from '../shared/Chart';
import { WidgetCard } from '../shared/WidgetCard';
import { useFormat } from '@/i18n/format';

/** Tickets: total, new and open, response time, and the share completed as a radial gauge. */
export function SupportTrackerWidget({ data }: { data: SupportTrackerCard }) {
  const translate = useT();
  const theme = useTheme();
  const format = useFormat();
  const options = useMemo(
    (): ApexOptions => ({
      labels: [translate('dashboards.supportTracker.completed')],
      colors: [theme.palette.error.main],
      plotOptions: {
        radialBar: {
          startAngle: -150,
          endAngle: 150,
          hollow: { size: '65%' },
          track: { background: theme.palette.action.hover },
          dataLabels: {
            name: { offsetY: -12, color: theme.palette.text.secondary, fontSize: '0.9rem' },
            value: {
              offsetY: 8,
              color: theme.palette.text.primary,
              fontSize: '2rem',
              formatter: (value: number) => format.percent(value),
            },
          },
        },
      },
      fill: {
        type: 'gradient',
        gradient: {
          shade: 'dark',
          type: 'horizontal',
          gradientToColors: [theme.palette.primary.main],
          stops: [0, 100],
        },
      },
      stroke: { dashArray: 8 },
    }),
    [theme, translate, format],
  );
  return (
    <WidgetCard
      title={translate('dashboards.supportTracker.title')}
      subheader={translate('dashboards.periods.last-28-days')}
    >
      <Grid container spacing={2} alignItems="center">
        <Grid size={{ xs: 12, sm: 4 }}>
          <Typography variant="h3" component="p" fontWeight={700}>
            {format.number(data.totalTicket)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('dashboards.supportTracker.tickets')}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <Chart
            type="radialBar"
            series={data.supportTrackerRadialBar.series}
            options={options}
            height={260}
            label={translate('dashboards.supportTracker.chart', {
              percent: format.percent(data.supportTrackerRadialBar.series[0] ?? 0),
            })}
          />
        </Grid>
      </Grid>
      <Stack direction="row" justifyContent="space-around" textAlign="center">
        {(
          [
            ['newTicket', data.newTicket],
            ['openTicket', data.openTicket],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <Typography variant="body2" color="text.secondary">
              {translate(`dashboards.supportTracker.${key}`)}
            </Typography>
            <Typography variant="h6" component="p">
              {format.number(value)}
            </Typography>
          </div>
        ))}
        <div>
          <Typography variant="body2" color="text.secondary">
            {translate('dashboards.supportTracker.responseTime')}
          </Typography>
          <Typography variant="h6" component="p">
            {translate('dashboards.supportTracker.days', { smart_count: data.responseTime })}
          </Typography>
        </div>
      </Stack>
    </WidgetCard>
  );
}
