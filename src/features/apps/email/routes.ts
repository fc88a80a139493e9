import MailIcon from '@mui/icons-material/MailOutline';
import type { Crumb, RouteEntry } from '@/routes/types';
import { EMAIL_LABELS, EMAIL_VIEWS } from '@/mock/types/emailViews';

const screen = () => import('./EmailApp');
const breadcrumb: Crumb[] = [{ title: 'app.menu.groups.apps' }, { title: 'emailApp.title', to: '/apps/email' }];

export const routes: RouteEntry[] = [
  {
    path: '/apps/email',
    name: 'apps-email',
    title: 'emailApp.title',
    content: 'left-sidebar',
    screen,
    breadcrumb,
    menu: { group: 'apps', icon: MailIcon, order: 10 },
  },
  {
    path: '/apps/email/:folder',
    name: 'apps-email-folder',
    title: 'emailApp.title',
    content: 'left-sidebar',
    screen,
    breadcrumb,
    examples: EMAIL_VIEWS.map((folder) => `/apps/email/${folder}`),
    searchable: false,
  },
  {
    path: '/apps/email/label/:label',
    name: 'apps-email-label',
    title: 'emailApp.title',
    content: 'left-sidebar',
    screen,
    breadcrumb,
    examples: EMAIL_LABELS.map((label) => `/apps/email/label/${label}`),
    searchable: false,
  },
];
