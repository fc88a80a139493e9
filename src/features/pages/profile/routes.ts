import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import type { RouteEntry } from '@/routes/types';

export const routes: RouteEntry[] = [
  {
    path: '/pages/profile',
    name: 'pages-profile',
    title: 'profile.title',
    subject: 'Auth',
    action: 'read',
    breadcrumb: [{ title: 'app.menu.groups.pages' }, { title: 'profile.title' }],
    screen: () => import('./ProfilePage'),
    menu: { group: 'pages', icon: AccountCircleIcon, order: 20 },
  },
];
