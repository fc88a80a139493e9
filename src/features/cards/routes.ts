import CardIcon from '@mui/icons-material/CreditCardOutlined';
import AdvancedIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import StatisticIcon from '@mui/icons-material/QueryStatsOutlined';
import AnalyticIcon from '@mui/icons-material/DonutLargeOutlined';
import ActionIcon from '@mui/icons-material/TouchAppOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { RouteEntry } from '@/routes/types';
import type { TitledUnder } from '@/i18n/messageKeys';

export const CARDS_MENU = 'cards.menu';

function card(
  slug: string,
  key: TitledUnder<'cards'>,
  icon: SvgIconComponent,
  order: number,
  screen: RouteEntry['screen'],
): RouteEntry {
  const title = `cards.${key}.title` as const;
  return {
    path: `/card/${slug}`,
    name: `card-${slug}`,
    title,
    breadcrumb: [{ title: CARDS_MENU }, { title }],
    screen,
    menu: { group: 'ui', icon, order: 100 + order, section: CARDS_MENU },
  };
}

export const routes: RouteEntry[] = [
  card('card-basic', 'basic', CardIcon, 1, () => import('./BasicCardsPage')),
  card('card-advance', 'advance', AdvancedIcon, 2, () => import('./AdvanceCardsPage')),
  card('statistic', 'statistic', StatisticIcon, 3, () => import('./StatisticCardsPage')),
  card('analytic', 'analytic', AnalyticIcon, 4, () => import('./AnalyticCardsPage')),
  card('action', 'action', ActionIcon, 5, () => import('./ActionCardsPage')),
];
