import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import type { Crumb, RouteEntry } from '@/routes/types';

const landing: Crumb = { title: 'kb.title', to: '/pages/knowledge-base' };

export const routes: RouteEntry[] = [
  {
    path: '/pages/knowledge-base',
    name: 'pages-knowledge-base',
    title: 'kb.title',
    subject: 'Auth',
    action: 'read',
    breadcrumb: [{ title: 'app.menu.groups.pages' }, { title: 'kb.title' }],
    screen: () => import('./KnowledgeBasePage'),
    menu: { group: 'pages', icon: MenuBookIcon, order: 40 },
  },
  {
    path: '/pages/knowledge-base/:category',
    name: 'pages-knowledge-base-category',
    title: 'kb.categoryTitle',
    subject: 'Auth',
    action: 'read',
    breadcrumb: [{ title: 'app.menu.groups.pages' }, landing, { title: 'kb.categoryTitle' }],
    screen: () => import('./KbCategoryPage'),
    examples: ['/pages/knowledge-base/sales-automation'],
  },
  {
    path: '/pages/knowledge-base/:category/:slug',
    name: 'pages-knowledge-base-question',
    title: 'kb.questionTitle',
    subject: 'Auth',
    action: 'read',
    breadcrumb: [{ title: 'app.menu.groups.pages' }, landing, { title: 'kb.questionTitle' }],
    screen: () => import('./KbQuestionPage'),
    examples: ['/pages/knowledge-base/api-questions/how-do-i-get-an-api-key'],
  },
];
