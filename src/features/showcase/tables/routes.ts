import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import GridOnIcon from '@mui/icons-material/GridOn';
import type { SvgIconComponent } from '@mui/icons-material';
import type { RouteEntry } from '@/routes/types';
import type { TitledUnder } from '@/i18n/messageKeys';

const TABLES_CRUMB = 'showcaseTables.crumb';

function table(
  slug: string,
  key: TitledUnder<'showcaseTables'>,
  icon: SvgIconComponent,
  order: number,
  screen: RouteEntry['screen'],
): RouteEntry {
  const title = `showcaseTables.${key}.title` as const;
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
