import CompanyIcon from '@mui/icons-material/BusinessOutlined';
import { defineResource } from '@/admin-kit/declaration';

/** Companies users belong to. */
export default defineResource({
  name: 'company',
  schema: () => import('./schema').then((m) => m.companySchema),
  views: ['list', 'add', 'show', 'edit'],
  list: {
    columns: ['logo', 'name', 'industry', 'country', 'email', 'updatedAt'],
    sort: { field: 'name', order: 'ASC' },
    search: ['name', 'email', 'website', 'address'],
    filters: ['industry', 'country'],
  },
  representation: 'name',
  form: {
    layout: 'sections',
    groups: [
      { title: 'resources.company.sections.identity', fields: ['name', 'logo', 'industry', 'description'] },
      { title: 'resources.company.sections.contact', fields: ['website', 'email', 'phone', 'address', 'country'] },
    ],
  },
  menu: { icon: CompanyIcon, order: 6 },
  server: { unique: [['name']] },
  exampleId: 1,
});
