import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import { defineResource } from '@/admin-kit/declaration';

/** Who changed what, in every area: read-only, written by the API with each change (administrators only, by ability). */
export default defineResource({
  name: 'activity',
  schema: () => import('./schema').then((m) => m.activitySchema),
  views: ['list', 'show'],
  list: {
    columns: ['createdAt', 'actorId', 'action', 'area', 'recordId'],
    sort: { field: 'createdAt', order: 'DESC' },
    search: ['actorName', 'area'],
    filters: ['area', 'actorId', 'action', 'createdAt'],
    bulkActions: ['export'],
  },
  representation: 'area',
  menu: { icon: HistoryIcon, order: 13 },
  // A record's History panel reads its entries by area and id.
  server: { readOnly: true, indexes: [['area', 'recordId']] },
  exampleId: 1,
});
