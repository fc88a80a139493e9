import UserIcon from '@mui/icons-material/PeopleAltOutlined';
import { defineResource } from '@/admin-kit/declaration';

/** Users of the product; a new user starts active. */
export default defineResource({
  name: 'user',
  schema: () => import('./schema').then((m) => m.userSchema),
  createSchema: () => import('./schema').then((m) => m.userCreateSchema),
  views: ['list', 'add', 'show', 'edit'],
  list: {
    columns: ['fullName', 'username', 'email', 'companyId', 'country', 'status'],
    sort: { field: 'fullName', order: 'ASC' },
    search: ['fullName', 'username', 'email', 'phone'],
    filters: ['status', 'companyId', 'country'],
  },
  representation: 'fullName',
  form: {
    layout: 'sections',
    groups: [
      { title: 'resources.user.sections.profile', fields: ['fullName', 'username', 'email', 'phone'] },
      { title: 'resources.user.sections.organisation', fields: ['companyId', 'country', 'status'] },
    ],
  },
  menu: { icon: UserIcon, order: 2 },
  server: { unique: [['email'], ['username']], createDefaults: { status: 'active' } },
  exampleId: 1,
});
