import { useMemo } from 'react';
import { useTheme } from '@mui/material/styles';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import type { ApexOptions } from 'apexcharts';
import type { SeriesCard } from '@/mock/types/cards';
import { Chart } from '../shared/Chart';
import { useCalendarNames } from '../shared/useCategories';
import { WidgetCard } from '../shared/WidgetCard';

/** Sales against visits over six months, as a radar. */
export function SalesRadarWidget({ data }: { data: SeriesCard }) {
  const translate = useT();
  const theme = useTheme();
  const { months } = useCalendarNames();
  const categories = months.slice(0, data.series[0]?.data.length ?? 6);
  const options = useMemo(
    (): ApexOptions => ({
      colors: [theme.palette.primary.main, theme.palette.info.main],
      legend: { show: true, position: 'top', horizontalAlign: 'left' },
      stroke: { width: 0 },
      fill: { opacity: [1, 0.8] },
      markers: { size: 0 },
      xaxis: { categories, labels: { style: { colors: categories.map(() => theme.palette.text.secondary) } } },
      yaxis: { show: false },
      plotOptions: {
        radar: {
          polygons: {
            strokeColors: theme.palette.divider,
            connectorColors: theme.palette.divider,
            fill: { colors: ['transparent'] },
          },
        },
      },
    }),
    [theme, categories],
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
    <WidgetCard title={translate('dashboards.sales.title')} subheader={translate('dashboards.sales.subtitle')}>
      <Chart type="radar" series={series} options={options} height={300} label={translate('dashboards.sales.chart')} />
    </WidgetCard>
  );
}
