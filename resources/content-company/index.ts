import AreaIcon from '@mui/icons-material/ApartmentOutlined';
import { defineResource } from '@/admin-kit/declaration';
import {
  CONTENT_MENU_SECTION,
  contentColumns,
  contentFilters,
  contentForm,
  contentSearch,
  contentUnique,
} from '../_content/declaration';

/** Pages about the company, by section of the company site, with key figures. */
export default defineResource({
  name: 'content-company',
  schema: () => import('./schema').then((m) => m.contentCompanySchema),
  views: ['list', 'add', 'edit'],
  list: {
    columns: [...contentColumns, 'section'],
    sort: { field: 'order', order: 'ASC' },
    search: [...contentSearch],
    filters: [...contentFilters, 'section'],
  },
  representation: 'title',
  form: contentForm({ title: 'resources.content-company.sections.details', fields: ['section', 'highlights'] }),
  menu: { icon: AreaIcon, order: 8, section: CONTENT_MENU_SECTION },
  server: { unique: contentUnique },
  exampleId: 1,
});
