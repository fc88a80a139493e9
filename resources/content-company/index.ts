import { defineContentArea } from '../_content/declaration';

/** Pages about the company, by section of the company site, with key figures. */
export default defineContentArea({
  name: 'content-company',
  model: () => import('@schemas/content-company'),
  views: ['list', 'add', 'edit', 'show'],
  // Edited through the list; the detail page is for those who may only read.
  afterSave: 'list',
  columns: ['section'],
  details: { title: 'resources.content-company.sections.details', fields: ['section', 'highlights'] },
  icon: 'ApartmentOutlined',
});
