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
  // An entry names the area, the record and the fields it speaks of as they are shown elsewhere, not by their keys.
  widgets: {
    area: { value: () => import('./widgets/entry').then((m) => ({ default: m.AreaNameValue })) },
    recordId: { value: () => import('./widgets/entry').then((m) => ({ default: m.RecordNameValue })) },
    changes: { value: () => import('./widgets/entry').then((m) => ({ default: m.ChangesValue })) },
  },
  menu: { icon: 'HistoryOutlined' },
  exampleId: 1,
});
