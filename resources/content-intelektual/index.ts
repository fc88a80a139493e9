import { defineResource } from '@/admin-kit/declaration';
import { CONTENT_MENU_SECTION, contentColumns, contentForm } from '../_content/declaration';

/** Intellectual content: articles, research, white papers and guides. */
export default defineResource({
  name: 'content-intelektual',
  model: () => import('@schemas/content-intelektual'),
  views: ['list', 'add', 'edit'],
  list: {
    columns: [...contentColumns, 'kind'],
  },
  representation: 'title',
  form: contentForm({
    title: 'resources.content-intelektual.sections.details',
    fields: ['kind', 'authorName', 'topics', 'readingMinutes'],
  }),
  menu: { icon: 'LightbulbOutlined', section: CONTENT_MENU_SECTION },
  exampleId: 1,
});
