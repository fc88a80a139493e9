import { defineResource } from '@/admin-kit/declaration';
import { CONTENT_MENU_SECTION, contentColumns, contentForm } from '../_content/declaration';

/** Pages inviting contributions: contact, guidelines, whether submissions are open. */
export default defineResource({
  name: 'content-contribute',
  model: () => import('@schemas/content-contribute'),
  views: ['list', 'add', 'show', 'edit'],
  list: {
    columns: [...contentColumns, 'acceptsSubmissions'],
  },
  representation: 'title',
  form: contentForm({
    title: 'resources.content-contribute.sections.details',
    fields: ['contactEmail', 'guidelinesUrl', 'acceptsSubmissions'],
  }),
  menu: { icon: 'VolunteerActivismOutlined', section: CONTENT_MENU_SECTION },
  exampleId: 1,
});
