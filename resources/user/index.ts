import { defineArea } from '@/admin-kit/declaration';

/** Users of the product; a new user starts active. */
export default defineArea({
  name: 'user',
  model: () => import('@schemas/user'),
  views: ['list', 'add', 'show', 'edit'],
  list: {
    columns: ['fullName', 'username', 'email', 'companyId', 'country', 'status'],
  },
  representation: 'fullName',
  form: {
    layout: 'sections',
    groups: [
      { title: 'resources.user.sections.profile', fields: ['fullName', 'username', 'email', 'phone'] },
      { title: 'resources.user.sections.organisation', fields: ['companyId', 'country', 'status'] },
    ],
  },
  menu: { icon: 'PeopleAltOutlined' },
  exampleId: 1,
});
