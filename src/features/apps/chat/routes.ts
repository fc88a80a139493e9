import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import type { RouteEntry } from '@/routes/types';

export const routes: RouteEntry[] = [
  {
    path: '/apps/chat',
    name: 'apps-chat',
    title: 'chatApp.title',
    content: 'left-sidebar',
    screen: () => import('./ChatApp'),
    breadcrumb: [{ title: 'app.menu.groups.apps' }, { title: 'chatApp.title' }],
    menu: { group: 'apps', icon: ChatIcon, order: 20 },
  },
];
