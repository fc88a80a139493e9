import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import type { Crumb, RouteEntry } from '@/routes/types';
import type { MessageKey } from '@/i18n/messageKeys';

const crumbs = (title: MessageKey): Crumb[] => [
  { title: 'app.menu.groups.apps' },
  { title: 'appUsers.menu', to: '/apps/users/list' },
  { title },
];

export const routes: RouteEntry[] = [
  {
    path: '/apps/users/list',
    name: 'apps-users-list',
    title: 'appUsers.list.title',
    breadcrumb: crumbs('appUsers.list.title'),
    screen: () => import('./UserListPage'),
    menu: { group: 'apps', icon: PeopleIcon, order: 70 },
  },
  {
    path: '/apps/users/view/:id',
    name: 'apps-users-view',
    title: 'appUsers.view.title',
    breadcrumb: crumbs('appUsers.view.title'),
    screen: () => import('./UserViewPage'),
    examples: ['/apps/users/view/1', '/apps/users/view/12'],
  },
  {
    path: '/apps/users/edit/:id',
    name: 'apps-users-edit',
    title: 'appUsers.edit.title',
    breadcrumb: crumbs('appUsers.edit.title'),
    screen: () => import('./UserEditPage'),
    examples: ['/apps/users/edit/1'],
  },
];
