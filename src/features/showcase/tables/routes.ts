import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import GridOnIcon from '@mui/icons-material/GridOn';
import type { SvgIconComponent } from '@mui/icons-material';
import type { RouteEntry } from '@/routes/types';

const TABLES_CRUMB = 'showcaseTables.crumb';

function table(slug: string, key: string, icon: SvgIconComponent, order: number, screen: RouteEntry['screen']): RouteEntry {
  const title = `showcaseTables.${key}.title`;
  return {
    path: `/table/${slug}`,
    name: `table-${slug}`,
    title,
    breadcrumb: [{ title: TABLES_CRUMB }, { title }],
    screen,
    menu: { group: 'forms', icon, order: 300 + order },
  };
}

export const routes: RouteEntry[] = [
  table('bs-table', 'bs', TableChartIcon, 1, () => import('./BsTableShowcase')),
  table('vue-good-table', 'good', GridOnIcon, 2, () => import('./GoodTableShowcase')),
];
