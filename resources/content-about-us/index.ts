import AreaIcon from '@mui/icons-material/InfoOutlined';
import { defineResource } from '@/admin-kit/declaration';
import {
  CONTENT_MENU_SECTION,
  contentColumns,
  contentFilters,
  contentForm,
  contentSearch,
  contentUnique,
} from '../_content/declaration';

/** About-us pages: mission, vision, founding year and team. */
export default defineResource({
  name: 'content-about-us',
  schema: () => import('./schema').then((m) => m.contentAboutUsSchema),
  views: ['list', 'add', 'edit', 'show'],
  list: {
    columns: [...contentColumns],
    sort: { field: 'order', order: 'ASC' },
    search: [...contentSearch],
    filters: [...contentFilters],
  },
  representation: 'title',
  form: contentForm({
    title: 'resources.content-about-us.sections.details',
    fields: ['mission', 'vision', 'foundedYear', 'team'],
  }),
  menu: { icon: AreaIcon, order: 11, section: CONTENT_MENU_SECTION },
  server: { unique: contentUnique },
  exampleId: 1,
});
