import { z } from 'zod';
import { field } from './kit/fields';
import { defineModel } from './kit/model';

export const ACTIVITY_ACTIONS = ['create', 'update', 'delete', 'restore', 'purge'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** How long a value may be in an entry; longer ones (rich text, images) are cut, with an ellipsis. */
export const MAX_CHANGE_TEXT = 2000;

/**
 * One audit entry, written by the API in the transaction of the change it records: who (actorName is kept when the
 * account is purged), which area and record, the action, and each changed field's value before and after, as text.
 * Secrets are never recorded.
 */
export const activitySchema = z.object({
  area: field.text({ max: 60 }),
  recordId: field.number({ min: 1 }),
  action: field.choice(ACTIVITY_ACTIONS),
  actorId: field.reference('admin').nullish(),
  actorName: field.text({ max: 160 }).nullish(),
  changes: field.list(
    {
      field: field.text({ max: 60 }),
      before: z
        .string()
        .max(MAX_CHANGE_TEXT + 1)
        .nullable(),
      after: z
        .string()
        .max(MAX_CHANGE_TEXT + 1)
        .nullable(),
    },
    { max: 200 },
  ),
  /** The import (POST /v1/{area}/import) that created the record, or that import's undo: its id. */
  importId: field.text({ max: 40 }).nullish(),
});

export type Activity = z.infer<typeof activitySchema>;
export type ActivityChange = Activity['changes'][number];

export default defineModel({
  name: 'activity',
  representation: 'area',
  order: 13,
  schema: activitySchema,
  list: {
    sort: { field: 'createdAt', order: 'DESC' },
    search: ['actorName', 'area'],
    filters: ['area', 'actorId', 'action', 'createdAt', 'importId'],
    sortable: ['createdAt', 'actorId', 'action', 'area', 'recordId'],
  },
  // A record's History panel reads its entries by area and id; an import's undo uses the importId filter's index.
  server: { readOnly: true, indexes: [['area', 'recordId']] },
});
