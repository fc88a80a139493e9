import { defineContentArea } from '../_content/declaration';

/** How we work: pages made of ordered steps. */
export default defineContentArea({
  name: 'how-we',
  model: () => import('@schemas/how-we'),
  views: ['list', 'add', 'show', 'edit'],
  details: { title: 'resources.how-we.sections.steps', fields: ['steps'] },
  icon: 'AccountTreeOutlined',
});
