import AreaIcon from '@mui/icons-material/LightbulbOutlined';
import { defineResource } from '@/admin-kit/declaration';
import {
  CONTENT_MENU_SECTION,
  contentColumns,
  contentFilters,
  contentForm,
  contentSearch,
  contentUnique,
} from '../_content/declaration';

/** Intellectual content: articles, research, white papers and guides. */
export default defineResource({
  name: 'content-intelektual',
  schema: () => import('./schema').then((m) => m.contentIntelektualSchema),
  views: ['list', 'add', 'edit'],
  list: {
    columns: [...contentColumns, 'kind'],
    sort: { field: 'publishedAt', order: 'DESC' },
    search: [...contentSearch],
    filters: [...contentFilters, 'kind'],
  },
  representation: 'title',
  form: contentForm({
    title: 'resources.content-intelektual.sections.details',
    fields: ['kind', 'authorName', 'topics', 'readingMinutes'],
  }),
  menu: { icon: AreaIcon, order: 7, section: CONTENT_MENU_SECTION },
  server: { unique: contentUnique },
  exampleId: 1,
});
