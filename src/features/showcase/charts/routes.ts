import ShowChartIcon from '@mui/icons-material/ShowChart';
import BarChartIcon from '@mui/icons-material/BarChart';
import DonutLargeIcon from '@mui/icons-material/DonutLarge';
import type { SvgIconComponent } from '@mui/icons-material';
import type { RouteEntry } from '@/routes/types';
import type { TitledUnder } from '@/i18n/messageKeys';

export const CHARTS_MENU = 'showcaseCharts.menu';

/** Screens are lazy chunks: each chart library is imported by its screen only, never from here. */
function chart(
  slug: string,
  key: TitledUnder<'showcaseCharts'>,
  icon: SvgIconComponent,
  order: number,
  screen: RouteEntry['screen'],
): RouteEntry {
  const title = `showcaseCharts.${key}.title` as const;
  return {
    path: `/charts-and-maps/charts/${slug}`,
    name: `charts-${slug}`,
    title,
    breadcrumb: [{ title: CHARTS_MENU }, { title }],
    screen,
    menu: { group: 'charts', icon, order: 100 + order, section: CHARTS_MENU },
  };
}

export const routes: RouteEntry[] = [
  chart('apex-chart', 'apex', ShowChartIcon, 1, () => import('./ApexChartShowcase')),
  chart('chartjs', 'chartjs', BarChartIcon, 2, () => import('./ChartjsShowcase')),
  chart('echart', 'echart', DonutLargeIcon, 3, () => import('./EchartShowcase')),
];
