import HomeIcon from '@mui/icons-material/HomeOutlined';
import type { RouteEntry } from '@/routes/types';

export const routes: RouteEntry[] = [
  {
    // Every administrator lands here, whatever their role reaches; the page shows what they may open.
    path: '/home',
    name: 'home',
    title: 'home.title',
    access: 'admin',
    screen: () => import('./HomePage'),
    shellMessagesOnly: true,
    menu: { group: 'dashboards', icon: HomeIcon, order: 0 },
  },
];
