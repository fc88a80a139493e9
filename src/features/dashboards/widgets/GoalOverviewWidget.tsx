import { useMemo } from 'react';
import { Grid, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useT } from '@/i18n/useT';
import type { ApexOptions } from 'apexcharts';
import type { GoalOverviewCard } from '@/mock/types/cards';
import { Chart } from '../shared/Chart';
import { WidgetCard } from '../shared/WidgetCard';
import { useFormat } from '@/i18n/format';

/** How far the goal is reached, with the completed and in-progress counts. */
export function GoalOverviewWidget({ data }: { data: GoalOverviewCard }) {
  const translate = useT();
  const theme = useTheme();
  const format = useFormat();
  const options = useMemo(
    (): ApexOptions => ({
      chart: { sparkline: { enabled: true } },
      colors: [theme.palette.success.main],
      plotOptions: {
        radialBar: {
          startAngle: -150,
          endAngle: 150,
          hollow: { size: '70%' },
          track: { background: theme.palette.action.hover, strokeWidth: '50%' },
          dataLabels: {
            name: { show: false },
            value: {
              color: theme.palette.text.primary,
              fontSize: '2.2rem',
              fontWeight: 600,
              offsetY: 12,
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
          gradientToColors: [theme.palette.success.light],
          stops: [0, 100],
        },
      },
      stroke: { lineCap: 'round' },
      grid: { padding: { bottom: 24 } },
    }),
    [theme, format],
  );
  return (
    <WidgetCard title={translate('dashboards.goalOverview.title')}>
      <Chart
        type="radialBar"
        series={data.series}
        options={options}
        height={230}
        label={translate('dashboards.goalOverview.chart', { percent: format.percent(data.series[0] ?? 0) })}
      />
      <Grid container sx={{ borderTop: 1, borderColor: 'divider', mt: 1, pt: 2 }} textAlign="center">
        <Grid size={6} sx={{ borderInlineEnd: 1, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary">
            {translate('dashboards.goalOverview.completed')}
          </Typography>
          <Typography variant="h6" component="p">
            {format.number(data.completed)}
          </Typography>
        </Grid>
        <Grid size={6}>
          <Typography variant="body2" color="text.secondary">
            {translate('dashboards.goalOverview.inProgress')}
          </Typography>
          <Typography variant="h6" component="p">
            {format.number(data.inProgress)}
          </Typography>
        </Grid>
      </Grid>
    </WidgetCard>
  );
}
