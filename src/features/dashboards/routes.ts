import AnalyticsIcon from '@mui/icons-material/InsightsOutlined';
import ShoppingIcon from '@mui/icons-material/ShoppingBagOutlined';
import type { RouteEntry } from '@/routes/types';

export const routes: RouteEntry[] = [
  {
    path: '/dashboard/analytics',
    name: 'dashboard-analytics',
    title: 'dashboards.analytics.title',
    breadcrumb: [{ title: 'app.menu.groups.dashboards' }, { title: 'dashboards.analytics.title' }],
    screen: () => import('./analytics/AnalyticsDashboardPage'),
    menu: { group: 'dashboards', icon: AnalyticsIcon, order: 20 },
  },
  {
    path: '/dashboard/ecommerce',
    name: 'dashboard-ecommerce',
    title: 'dashboards.ecommerce.title',
    breadcrumb: [{ title: 'app.menu.groups.dashboards' }, { title: 'dashboards.ecommerce.title' }],
    screen: () => import('./ecommerce/EcommerceDashboardPage'),
    menu: { group: 'dashboards', icon: ShoppingIcon, order: 21 },
  },
];
