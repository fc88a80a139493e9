import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { defineResource } from '@/admin-kit/declaration';

/** Administrators: who may sign in to the back office, and with which role. */
export default defineResource({
  name: 'admin',
  schema: () => import('./schema').then((m) => m.adminSchema),
  createSchema: () => import('./schema').then((m) => m.adminCreateSchema),
  views: ['list', 'add', 'edit'],
  list: {
    columns: ['avatar', 'fullName', 'email', 'roleId', 'status', 'lastSignInAt'],
    sort: { field: 'fullName', order: 'ASC' },
    search: ['fullName', 'email'],
    filters: ['roleId', 'status'],
  },
  representation: 'fullName',
  form: {
    layout: 'sections',
    groups: [
      { title: 'resources.admin.sections.account', fields: ['fullName', 'email', 'password', 'avatar'] },
      { title: 'resources.admin.sections.access', fields: ['roleId', 'status'] },
    ],
  },
  menu: { icon: AdminIcon, order: 1 },
  server: { unique: [['email']], hashed: { password: 'passwordHash' } },
  exampleId: 1,
});
