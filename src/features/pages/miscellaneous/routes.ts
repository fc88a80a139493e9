import ScheduleIcon from '@mui/icons-material/Schedule';
import BlockIcon from '@mui/icons-material/Block';
import ConstructionIcon from '@mui/icons-material/Construction';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import type { RouteEntry } from '@/routes/types';
import type { MessageKey } from '@/i18n/messageKeys';

const misc = (path: string, name: string, title: MessageKey, screen: RouteEntry['screen']): RouteEntry => ({
  path,
  name,
  title,
  screen,
  layout: 'full',
  access: 'public',
  subject: 'Auth',
});

export const routes: RouteEntry[] = [
  { ...misc('/error-404', 'error-404', 'misc.notFound.title', () => import('./NotFoundPage')), searchable: false },
  {
    ...misc(
      '/pages/miscellaneous/coming-soon',
      'misc-coming-soon',
      'misc.comingSoon.title',
      () => import('./ComingSoonPage'),
    ),
    menu: { group: 'pages', icon: ScheduleIcon, order: 90, section: 'misc.menuSection' },
  },
  {
    ...misc(
      '/pages/miscellaneous/not-authorized',
      'misc-not-authorized',
      'misc.notAuthorized.title',
      () => import('./NotAuthorizedPage'),
    ),
    menu: { group: 'pages', icon: BlockIcon, order: 91, section: 'misc.menuSection' },
  },
  {
    ...misc(
      '/pages/miscellaneous/under-maintenance',
      'misc-under-maintenance',
      'misc.maintenance.title',
      () => import('./UnderMaintenancePage'),
    ),
    menu: { group: 'pages', icon: ConstructionIcon, order: 92, section: 'misc.menuSection' },
  },
  {
    ...misc('/pages/miscellaneous/error', 'misc-error', 'misc.error.title', () => import('./ErrorPage')),
    menu: { group: 'pages', icon: ErrorOutlineIcon, order: 93, section: 'misc.menuSection' },
  },
];
