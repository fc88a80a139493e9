import SecurityIcon from '@mui/icons-material/SecurityOutlined';
import type { RouteEntry } from '@/routes/types';

export const routes: RouteEntry[] = [
  {
    path: '/access-control',
    name: 'access-control',
    title: 'acl.title',
    subject: 'ACL',
    action: 'read',
    screen: () => import('./AccessControlPage'),
    menu: { group: 'others', icon: SecurityIcon, order: 10 },
    breadcrumb: [{ title: 'acl.title' }],
  },
];
