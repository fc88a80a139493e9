import { useMemo } from 'react';
import { Box, Divider, Grid, LinearProgress, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { dynamicKey, type KeysUnder } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import type { ApexOptions } from 'apexcharts';
import type { AvgSessionsCard } from '@/mock/types/cards';
import { Chart } from '../shared/Chart';
import { useCalendarNames } from '../shared/useCategories';
import { WidgetCard } from '../shared/WidgetCard';
import { useFormat } from '@/i18n/format';

/** Average sessions with their growth and a week's bars; goal, users, retention and duration below. */
export function AvgSessionsWidget({ data }: { data: AvgSessionsCard }) {
  const translate = useT();
  const theme = useTheme();
  const format = useFormat();
  const { weekdays } = useCalendarNames();
  const options = useMemo(
    (): ApexOptions => ({
      chart: { sparkline: { enabled: true } },
      colors: weekdays.map((_, index) => (index === 2 ? theme.palette.primary.main : theme.palette.action.selected)),
      plotOptions: { bar: { columnWidth: '45%', distributed: true, borderRadius: 6 } },
      legend: { show: false },
      xaxis: { categories: weekdays },
      tooltip: { x: { show: true } },
    }),
    [theme, weekdays],
  );
  const series = useMemo(
    () =>
      data.salesBar.series.map((line) => ({
        name: translate(dynamicKey(`dashboards.series.${line.name ?? 'value'}`)),
        data: line.data,
      })),
    [data, translate],
  );
  const figures: Array<[KeysUnder<'dashboards.avgSessions'>, string]> = [
    ['goal', format.currency(data.goal, 0)],
    ['users', format.compact(data.users)],
    ['retention', format.percent(data.retention)],
    ['duration', translate('dashboards.avgSessions.years', { smart_count: data.duration })],
  ];
  return (
    <WidgetCard>
      <Grid container spacing={2} alignItems="center">
        <Grid size={{ xs: 12, sm: 6 }}>
          <Typography variant="h4" component="p" fontWeight={700}>
            {format.compact(data.sessions)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('dashboards.avgSessions.title')}
          </Typography>
          <Typography variant="body2" sx={{ mt: 2 }}>
            <Box component="span" color={data.growth >= 0 ? 'success.text' : 'error.main'} fontWeight={600}>
              {format.percent(data.growth, { signed: true })}
            </Box>{' '}
            {translate('dashboards.avgSessions.vsLast', { period: translate('dashboards.periods.last-28-days') })}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Chart
            type="bar"
            series={series}
            options={options}
            height={180}
            label={translate('dashboards.avgSessions.chart')}
          />
        </Grid>
      </Grid>
      <Divider sx={{ my: 2 }} />
      <Grid container spacing={2}>
        {figures.map(([key, text]) => (
          <Grid key={key} size={6}>
            <Typography variant="body2" color="text.secondary">
              {translate(`dashboards.avgSessions.${key}`)}
            </Typography>
            <Typography variant="subtitle1" component="p" fontWeight={600}>
              {text}
            </Typography>
            {key === 'retention' && (
              <LinearProgress
                variant="determinate"
                value={data.retention}
                color="error"
                sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
                aria-label={translate('dashboards.avgSessions.retention')}
              />
            )}
          </Grid>
        ))}
      </Grid>
    </WidgetCard>
  );
}
