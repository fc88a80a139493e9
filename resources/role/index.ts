import RoleIcon from '@mui/icons-material/VerifiedUserOutlined';
import { defineResource } from '@/admin-kit/declaration';

/** Roles: a matrix of subjects × actions that becomes the ability list of the administrators holding the role. */
export default defineResource({
  name: 'role',
  schema: () => import('./schema').then((m) => m.roleSchema),
  views: ['list', 'add', 'edit'],
  list: {
    columns: ['name', 'description', 'updatedAt'],
    sort: { field: 'name', order: 'ASC' },
    search: ['name', 'description'],
    filters: [],
    bulkActions: ['export'],
  },
  representation: 'name',
  form: {
    layout: 'sections',
    groups: [
      { title: 'resources.role.sections.role', fields: ['name', 'description'] },
      { title: 'resources.role.sections.permissions', fields: ['permissions'] },
    ],
  },
  menu: { icon: RoleIcon, order: 4 },
  server: { unique: [['name']] },
  exampleId: 1,
});
