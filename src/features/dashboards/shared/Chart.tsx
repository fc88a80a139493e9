import { lazy, Suspense, useMemo } from 'react';
import { Box, Skeleton } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import type { ApexOptions } from 'apexcharts';
import { useReducedMotion } from '@/theme/motion';
import { baseChartOptions, chartMotion, mergeOptions } from './chartTheme';

/* The chart library is fetched only when a screen first draws a chart. */
const ApexChart = lazy(() => import('react-apexcharts'));

export type ChartType = 'line' | 'area' | 'bar' | 'pie' | 'donut' | 'radialBar' | 'radar';

interface Props {
  type: ChartType;
  series: ApexOptions['series'];
  /** Laid over the skin's base options. */
  options?: ApexOptions;
  height: number;
  width?: number | string;
  /** What the chart shows, for screen readers. */
  label: string;
}

/**
 * An ApexCharts chart in the current skin's colours, text and font, still under reduced motion. A named figure, not
 * an image: its legend and data points take keyboard focus.
 */
export function Chart({ type, series, options = {}, height, width = '100%', label }: Props) {
  const theme = useTheme();
  const animate = !useReducedMotion();
  const merged = useMemo(
    () => mergeOptions(mergeOptions(baseChartOptions(theme), options), chartMotion(animate)),
    [theme, options, animate],
  );
  return (
    <Box role="figure" aria-label={label} sx={{ minHeight: height }}>
      <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
        <ApexChart type={type} series={series} options={merged} height={height} width={width} />
      </Suspense>
    </Box>
  );
}
