import ListIcon from '@mui/icons-material/ListAltOutlined';
import AddIcon from '@mui/icons-material/AddCircleOutline';
import type { Crumb, RouteEntry } from '@/routes/types';
import type { MessageKey } from '@/i18n/messageKeys';

const SECTION = 'invoices.menu';
const crumbs = (title: MessageKey): Crumb[] => [
  { title: 'app.menu.groups.apps' },
  { title: SECTION, to: '/apps/invoice/list' },
  { title },
];

export const routes: RouteEntry[] = [
  {
    path: '/apps/invoice/list',
    name: 'apps-invoice-list',
    title: 'invoices.list.title',
    breadcrumb: crumbs('invoices.list.title'),
    screen: () => import('./InvoiceListPage'),
    menu: { group: 'apps', icon: ListIcon, order: 80, section: SECTION },
  },
  {
    path: '/apps/invoice/preview/:id',
    name: 'apps-invoice-preview',
    title: 'invoices.preview.title',
    breadcrumb: crumbs('invoices.preview.title'),
    screen: () => import('./InvoicePreviewPage'),
    examples: ['/apps/invoice/preview/4987', '/apps/invoice/preview/5036'],
  },
  {
    path: '/apps/invoice/add',
    name: 'apps-invoice-add',
    title: 'invoices.editor.addTitle',
    breadcrumb: crumbs('invoices.editor.addTitle'),
    screen: () => import('./InvoiceAddPage'),
    menu: { group: 'apps', icon: AddIcon, order: 81, section: SECTION },
  },
  {
    path: '/apps/invoice/edit/:id',
    name: 'apps-invoice-edit',
    title: 'invoices.editor.editTitle',
    breadcrumb: crumbs('invoices.editor.editTitle'),
    screen: () => import('./InvoiceEditPage'),
    examples: ['/apps/invoice/edit/4987'],
  },
];
