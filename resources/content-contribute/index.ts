import AreaIcon from '@mui/icons-material/VolunteerActivismOutlined';
import { defineResource } from '@/admin-kit/declaration';
import {
  CONTENT_MENU_SECTION,
  contentColumns,
  contentFilters,
  contentForm,
  contentSearch,
  contentUnique,
} from '../_content/declaration';

/** Pages inviting contributions: contact, guidelines, whether submissions are open. */
export default defineResource({
  name: 'content-contribute',
  schema: () => import('./schema').then((m) => m.contentContributeSchema),
  views: ['list', 'add', 'show', 'edit'],
  list: {
    columns: [...contentColumns, 'acceptsSubmissions'],
    sort: { field: 'order', order: 'ASC' },
    search: [...contentSearch],
    filters: [...contentFilters, 'acceptsSubmissions'],
  },
  representation: 'title',
  form: contentForm({
    title: 'resources.content-contribute.sections.details',
    fields: ['contactEmail', 'guidelinesUrl', 'acceptsSubmissions'],
  }),
  menu: { icon: AreaIcon, order: 10, section: CONTENT_MENU_SECTION },
  server: { unique: contentUnique },
  exampleId: 1,
});
