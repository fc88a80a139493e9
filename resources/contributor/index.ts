import ContributorIcon from '@mui/icons-material/HistoryEduOutlined';
import { defineResource } from '@/admin-kit/declaration';

/** Contributors who write the content pages. They are added and viewed; not edited here. */
export default defineResource({
  name: 'contributor',
  schema: () => import('./schema').then((m) => m.contributorSchema),
  views: ['list', 'add', 'show'],
  list: {
    columns: ['avatar', 'name', 'email', 'expertise', 'updatedAt'],
    sort: { field: 'name', order: 'ASC' },
    search: ['name', 'email'],
    filters: ['expertise'],
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
  menu: { icon: ContributorIcon, order: 3 },
  server: { unique: [['email']] },
  exampleId: 1,
});
