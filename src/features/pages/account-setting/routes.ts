import ManageAccountsIcon from '@mui/icons-material/ManageAccountsOutlined';
import type { RouteEntry } from '@/routes/types';

export const routes: RouteEntry[] = [
  {
    path: '/pages/account-setting',
    name: 'pages-account-setting',
    title: 'accountSetting.title',
    subject: 'Auth',
    action: 'read',
    breadcrumb: [{ title: 'app.menu.groups.pages' }, { title: 'accountSetting.title' }],
    screen: () => import('./AccountSettingsPage'),
    menu: { group: 'pages', icon: ManageAccountsIcon, order: 10 },
  },
];
