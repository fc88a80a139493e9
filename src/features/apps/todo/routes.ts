import ChecklistIcon from '@mui/icons-material/ChecklistOutlined';
import type { Crumb, RouteEntry } from '@/routes/types';
import { TASK_FILTERS, TASK_TAGS } from '@/mock/types/todoFilters';

const screen = () => import('./TodoApp');
const breadcrumb: Crumb[] = [{ title: 'app.menu.groups.apps' }, { title: 'todoApp.title', to: '/apps/todo' }];

export const routes: RouteEntry[] = [
  {
    path: '/apps/todo',
    name: 'apps-todo',
    title: 'todoApp.title',
    content: 'left-sidebar',
    screen,
    breadcrumb,
    menu: { group: 'apps', icon: ChecklistIcon, order: 30 },
  },
  {
    path: '/apps/todo/:filter',
    name: 'apps-todo-filter',
    title: 'todoApp.title',
    content: 'left-sidebar',
    screen,
    breadcrumb,
    examples: TASK_FILTERS.map((filter) => `/apps/todo/${filter}`),
    searchable: false,
  },
  {
    path: '/apps/todo/tag/:tag',
    name: 'apps-todo-tag',
    title: 'todoApp.title',
    content: 'left-sidebar',
    screen,
    breadcrumb,
    examples: TASK_TAGS.map((tag) => `/apps/todo/tag/${tag}`),
    searchable: false,
  },
];
