import type { Theme } from '@mui/material/styles';
import type { ApexOptions } from 'apexcharts';
import type { ThemeColor } from '@/mock/types/cards';

/** A data colour name (the template's `danger` is MUI's `error`) as the skin's colour. */
export function paletteColor(theme: Theme, color: ThemeColor): string {
  return theme.palette[color === 'danger' ? 'error' : color].main;
}

/** Options every chart shares: the skin's text, grid and tooltip colours and font, no toolbar, no data labels. */
export function baseChartOptions(theme: Theme): ApexOptions {
  const text = theme.palette.text.secondary;
  return {
    chart: {
      fontFamily: String(theme.typography.fontFamily),
      foreColor: text,
      background: 'transparent',
      toolbar: { show: false },
      parentHeightOffset: 0,
      zoom: { enabled: false },
    },
    theme: { mode: theme.palette.mode },
    colors: [
      theme.palette.primary.main,
      theme.palette.warning.main,
      theme.palette.error.main,
      theme.palette.info.main,
      theme.palette.success.main,
    ],
    grid: { borderColor: theme.palette.divider, strokeDashArray: 4 },
    legend: { labels: { colors: text } },
    tooltip: { theme: theme.palette.mode },
    dataLabels: { enabled: false },
    xaxis: {
      axisBorder: { color: theme.palette.divider },
      axisTicks: { color: theme.palette.divider },
      labels: { style: { colors: text } },
    },
    yaxis: { labels: { style: { colors: text } } },
  };
}

/** Laid over a chart's options last: no animation when the system asks for reduced motion (src/theme/motion.ts). */
export const chartMotion = (animate: boolean): ApexOptions =>
  animate ? {} : { chart: { animations: { enabled: false } } };

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `extra` laid over `base`, object by object (arrays and other values replace). */
export function mergeOptions<T extends object>(base: T, extra: object): T {
  const out: Plain = { ...(base as Plain) };
  for (const [key, value] of Object.entries(extra)) {
    out[key] = isPlain(value) && isPlain(out[key]) ? mergeOptions(out[key], value) : value;
  }
  return out as T;
}
