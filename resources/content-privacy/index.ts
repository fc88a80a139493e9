import AreaIcon from '@mui/icons-material/PrivacyTipOutlined';
import { defineResource } from '@/admin-kit/declaration';
import {
  CONTENT_MENU_SECTION,
  contentColumns,
  contentFilters,
  contentForm,
  contentSearch,
  contentUnique,
} from '../_content/declaration';

/** Privacy policy versions, each with the date it takes effect. */
export default defineResource({
  name: 'content-privacy',
  schema: () => import('./schema').then((m) => m.contentPrivacySchema),
  views: ['list', 'add', 'edit', 'show'],
  list: {
    columns: [...contentColumns, 'policyVersion', 'effectiveDate'],
    sort: { field: 'effectiveDate', order: 'DESC' },
    search: [...contentSearch],
    filters: [...contentFilters],
  },
  representation: 'title',
  form: contentForm({
    title: 'resources.content-privacy.sections.details',
    fields: ['policyVersion', 'effectiveDate', 'contactEmail'],
  }),
  menu: { icon: AreaIcon, order: 12, section: CONTENT_MENU_SECTION },
  server: { unique: contentUnique },
  exampleId: 1,
});
