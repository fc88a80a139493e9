import { defineArea } from '@/admin-kit/declaration';

/** Companies users belong to. */
export default defineArea({
  name: 'company',
  model: () => import('@schemas/company'),
  views: ['list', 'add', 'show', 'edit'],
  list: {
    columns: ['logo', 'name', 'industry', 'country', 'email', 'updatedAt'],
  },
  representation: 'name',
  form: {
    layout: 'sections',
    groups: [
      { title: 'resources.company.sections.identity', fields: ['name', 'logo', 'industry', 'description'] },
      { title: 'resources.company.sections.contact', fields: ['website', 'email', 'phone', 'address', 'country'] },
    ],
  },
  menu: { icon: 'BusinessOutlined' },
  exampleId: 1,
});
