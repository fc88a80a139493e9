import { defineResource } from '@/admin-kit/declaration';
import { CONTENT_MENU_SECTION, contentColumns, contentForm } from '../_content/declaration';

/** About-us pages: mission, vision, founding year and team. */
export default defineResource({
  name: 'content-about-us',
  model: () => import('@schemas/content-about-us'),
  views: ['list', 'add', 'edit', 'show'],
  list: {
    columns: [...contentColumns],
  },
  representation: 'title',
  form: contentForm({
    title: 'resources.content-about-us.sections.details',
    fields: ['mission', 'vision', 'foundedYear', 'team'],
  }),
  menu: { icon: 'InfoOutlined', section: CONTENT_MENU_SECTION },
  exampleId: 1,
});
