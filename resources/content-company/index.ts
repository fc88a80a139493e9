import { defineResource } from '@/admin-kit/declaration';
import { CONTENT_MENU_SECTION, contentColumns, contentForm } from '../_content/declaration';

/** Pages about the company, by section of the company site, with key figures. */
export default defineResource({
  name: 'content-company',
  model: () => import('@schemas/content-company'),
  views: ['list', 'add', 'edit'],
  list: {
    columns: [...contentColumns, 'section'],
  },
  representation: 'title',
  form: contentForm({ title: 'resources.content-company.sections.details', fields: ['section', 'highlights'] }),
  menu: { icon: 'ApartmentOutlined', section: CONTENT_MENU_SECTION },
  exampleId: 1,
});
