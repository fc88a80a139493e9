import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import type { Crumb, RouteEntry } from '@/routes/types';

const list: Crumb = { title: 'blog.listTitle', to: '/pages/blog/list' };
const signedIn = { subject: 'Auth', action: 'read' } as const;
/** Posts are read by everyone signed in and changed only by who may edit the blog (administrators). */
export const BLOG_WRITE = { subject: 'Blog', action: 'edit' } as const;

export const routes: RouteEntry[] = [
  {
    path: '/pages/blog/list',
    name: 'pages-blog-list',
    title: 'blog.listTitle',
    ...signedIn,
    breadcrumb: [{ title: 'app.menu.groups.pages' }, { title: 'blog.title' }, { title: 'blog.listTitle' }],
    screen: () => import('./BlogListPage'),
    menu: { group: 'pages', icon: ArticleIcon, order: 60 },
  },
  {
    path: '/pages/blog/:id',
    name: 'pages-blog-detail',
    title: 'blog.detailTitle',
    ...signedIn,
    breadcrumb: [{ title: 'app.menu.groups.pages' }, list, { title: 'blog.detailTitle' }],
    screen: () => import('./BlogDetailPage'),
    examples: ['/pages/blog/1'],
  },
  {
    path: '/pages/blog/edit/:id',
    name: 'pages-blog-edit',
    title: 'blog.editTitle',
    ...BLOG_WRITE,
    breadcrumb: [{ title: 'app.menu.groups.pages' }, list, { title: 'blog.editTitle' }],
    screen: () => import('./BlogEditPage'),
    examples: ['/pages/blog/edit/1'],
  },
];
