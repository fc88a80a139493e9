import HomeIcon from '@mui/icons-material/HomeOutlined';
import type { RouteEntry } from '@/routes/types';

export const routes: RouteEntry[] = [
  {
    path: '/home', name: 'home', title: 'home.title', screen: () => import('./HomePage'), shellMessagesOnly: true,
    menu: { group: 'dashboards', icon: HomeIcon, order: 0 },
  },
];
