import { useMemo } from 'react';
import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import { dynamicKey, type MessageKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import type { ApexOptions } from 'apexcharts';
import type { ChartSeries, ThemeColor } from '@/mock/types/cards';
import { Chart } from '../shared/Chart';
import { paletteColor } from '../shared/chartTheme';
import { tinted } from '@/theme/readable';

interface Props {
  icon: SvgIconComponent;
  color: ThemeColor;
  /** The headline, already formatted. */
  value: string;
  /** i18n key of what the number counts. */
  label: MessageKey;
  series: ChartSeries[];
  type?: 'area' | 'line';
}

/** A number with its trend drawn underneath (area or line), in one theme colour. */
export function StatisticAreaCard({ icon: Icon, color, value, label, series, type = 'area' }: Props) {
  const translate = useT();
  const theme = useTheme();
  const main = paletteColor(theme, color);
  const options = useMemo(
    (): ApexOptions => ({
      chart: { sparkline: { enabled: true } },
      colors: [main],
      stroke: { curve: 'smooth', width: type === 'line' ? 3 : 2.5 },
      fill:
        type === 'area'
          ? { type: 'gradient', gradient: { shadeIntensity: 0.9, opacityFrom: 0.6, opacityTo: 0.1 } }
          : { opacity: 1 },
      tooltip: { x: { show: false } },
      yaxis: { labels: { show: false } },
    }),
    [main, type],
  );
  const named = useMemo(
    () =>
      series.map((line) => ({
        name: translate(dynamicKey(`dashboards.series.${line.name ?? 'value'}`)),
        data: line.data,
      })),
    [series, translate],
  );
  return (
    <Card sx={{ height: '100%', overflow: 'hidden' }}>
      <CardContent sx={{ pb: 0 }}>
        <Avatar sx={{ ...tinted(theme, main), mb: 1.5 }}>
          <Icon />
        </Avatar>
        <Typography variant="h5" component="p" fontWeight={700}>
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(label)}
        </Typography>
      </CardContent>
      <Box sx={{ mt: 1 }}>
        <Chart
          type={type}
          series={named}
          options={options}
          height={100}
          label={translate('dashboards.common.trendOf', { what: translate(label) })}
        />
      </Box>
    </Card>
  );
}
