import AreaIcon from '@mui/icons-material/AccountTreeOutlined';
import { defineResource } from '@/admin-kit/declaration';
import {
  CONTENT_MENU_SECTION,
  contentColumns,
  contentFilters,
  contentForm,
  contentSearch,
  contentUnique,
} from '../_content/declaration';

/** How we work: pages made of ordered steps. */
export default defineResource({
  name: 'how-we',
  schema: () => import('./schema').then((m) => m.howWeSchema),
  views: ['list', 'add', 'show', 'edit'],
  list: {
    columns: [...contentColumns],
    sort: { field: 'order', order: 'ASC' },
    search: [...contentSearch],
    filters: [...contentFilters],
  },
  representation: 'title',
  form: contentForm({ title: 'resources.how-we.sections.steps', fields: ['steps'] }),
  menu: { icon: AreaIcon, order: 9, section: CONTENT_MENU_SECTION },
  server: { unique: contentUnique },
  exampleId: 1,
});
