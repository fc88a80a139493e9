import EventIcon from '@mui/icons-material/CalendarMonthOutlined';
import type { RouteEntry } from '@/routes/types';

export const routes: RouteEntry[] = [
  {
    path: '/apps/calendar',
    name: 'apps-calendar',
    title: 'calendarApp.title',
    screen: () => import('./CalendarApp'),
    breadcrumb: [{ title: 'app.menu.groups.apps' }, { title: 'calendarApp.title' }],
    menu: { group: 'apps', icon: EventIcon, order: 40 },
  },
];
