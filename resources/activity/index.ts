import { defineArea } from '@/admin-kit/declaration';

/** Who changed what, in every area: read-only, written by the API with each change (administrators only, by ability). */
export default defineArea({
  name: 'activity',
  model: () => import('@schemas/activity'),
  views: ['list', 'show'],
  list: {
    columns: ['createdAt', 'actorId', 'action', 'area', 'recordId'],
    bulkActions: ['export'],
  },
  representation: 'area',
  menu: { icon: 'HistoryOutlined' },
  exampleId: 1,
});
