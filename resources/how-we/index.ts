import { defineResource } from '@/admin-kit/declaration';
import { CONTENT_MENU_SECTION, contentColumns, contentForm } from '../_content/declaration';

/** How we work: pages made of ordered steps. */
export default defineResource({
  name: 'how-we',
  model: () => import('@schemas/how-we'),
  views: ['list', 'add', 'show', 'edit'],
  list: {
    columns: [...contentColumns],
  },
  representation: 'title',
  form: contentForm({ title: 'resources.how-we.sections.steps', fields: ['steps'] }),
  menu: { icon: 'AccountTreeOutlined', section: CONTENT_MENU_SECTION },
  exampleId: 1,
});
