import { defineArea } from '@/admin-kit/declaration';

/** Contributors who write the content pages. They are added and viewed; not edited here. */
export default defineArea({
  name: 'contributor',
  model: () => import('@schemas/contributor'),
  views: ['list', 'add', 'show'],
  list: {
    columns: ['avatar', 'name', 'email', 'expertise', 'updatedAt'],
  },
  representation: 'name',
  form: {
    layout: 'tabs',
    groups: [
      { title: 'resources.contributor.sections.profile', fields: ['name', 'email', 'avatar', 'expertise'] },
      { title: 'resources.contributor.sections.biography', fields: ['biography'] },
      { title: 'resources.contributor.sections.links', fields: ['links'] },
    ],
  },
  menu: { icon: 'HistoryEduOutlined' },
  exampleId: 1,
});
