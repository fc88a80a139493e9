import { defineResource } from '@/admin-kit/declaration';
import { CONTENT_MENU_SECTION, contentColumns, contentForm } from '../_content/declaration';

/** Privacy policy versions, each with the date it takes effect. */
export default defineResource({
  name: 'content-privacy',
  model: () => import('@schemas/content-privacy'),
  views: ['list', 'add', 'edit', 'show'],
  list: {
    columns: [...contentColumns, 'policyVersion', 'effectiveDate'],
  },
  representation: 'title',
  form: contentForm({
    title: 'resources.content-privacy.sections.details',
    fields: ['policyVersion', 'effectiveDate', 'contactEmail'],
  }),
  menu: { icon: 'PrivacyTipOutlined', section: CONTENT_MENU_SECTION },
  exampleId: 1,
});
