import PriceIcon from '@mui/icons-material/SellOutlined';
import type { RouteEntry } from '@/routes/types';

export const routes: RouteEntry[] = [
  {
    path: '/pages/pricing',
    name: 'pages-pricing',
    title: 'pricing.title',
    subject: 'Auth',
    action: 'read',
    breadcrumb: [{ title: 'app.menu.groups.pages' }, { title: 'pricing.title' }],
    screen: () => import('./PricingPage'),
    menu: { group: 'pages', icon: PriceIcon, order: 50 },
  },
];
