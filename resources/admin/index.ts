import { defineArea } from '@/admin-kit/declaration';

/** Administrators: who may sign in to the back office, and with which role. */
export default defineArea({
  name: 'admin',
  model: () => import('@schemas/admin'),
  views: ['list', 'add', 'edit', 'show'],
  // Edited through the list; the detail page is for those who may only read.
  afterSave: 'list',
  list: {
    columns: ['avatar', 'fullName', 'email', 'roleId', 'status', 'lastSignInAt'],
  },
  representation: 'fullName',
  form: {
    layout: 'sections',
    groups: [
      { title: 'resources.admin.sections.account', fields: ['fullName', 'email', 'password', 'avatar'] },
      { title: 'resources.admin.sections.access', fields: ['roleId', 'status'] },
    ],
  },
  menu: { icon: 'AdminPanelSettingsOutlined' },
  exampleId: 1,
});
