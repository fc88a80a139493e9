import HelpIcon from '@mui/icons-material/HelpOutline';
import type { RouteEntry } from '@/routes/types';

export const routes: RouteEntry[] = [
  {
    path: '/pages/faq',
    name: 'pages-faq',
    title: 'faq.title',
    subject: 'Auth',
    action: 'read',
    breadcrumb: [{ title: 'app.menu.groups.pages' }, { title: 'faq.title' }],
    screen: () => import('./FaqPage'),
    menu: { group: 'pages', icon: HelpIcon, order: 30 },
  },
];
