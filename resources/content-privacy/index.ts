import { defineContentArea } from '../_content/declaration';

/** Privacy policy versions, each with the date it takes effect. */
export default defineContentArea({
  name: 'content-privacy',
  model: () => import('@schemas/content-privacy'),
  views: ['list', 'add', 'edit', 'show'],
  columns: ['policyVersion', 'effectiveDate'],
  details: {
    title: 'resources.content-privacy.sections.details',
    fields: ['policyVersion', 'effectiveDate', 'contactEmail'],
  },
  icon: 'PrivacyTipOutlined',
});
