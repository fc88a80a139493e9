import { defineArea } from '@/admin-kit/declaration';

/** Roles: a matrix of subjects × actions that becomes the ability list of the administrators holding the role. */
export default defineArea({
  name: 'role',
  model: () => import('@schemas/role'),
  views: ['list', 'add', 'edit', 'show'],
  // Edited through the list; the detail page is for those who may only read.
  afterSave: 'list',
  list: {
    columns: ['name', 'description', 'updatedAt'],
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
  menu: { icon: 'VerifiedUserOutlined' },
  exampleId: 1,
});
