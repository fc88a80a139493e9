import type { FieldDescription } from '@schemas/kit/describe';

const stamp = (source: string): FieldDescription => ({
  source,
  widget: 'datetime',
  required: false,
  readOnly: true,
  writeOnly: false,
});

/** Fields the API adds to every record. */
export const SYSTEM_FIELDS: FieldDescription[] = [
  { source: 'id', widget: 'number', required: false, readOnly: true, writeOnly: false },
  stamp('createdAt'),
  stamp('updatedAt'),
  stamp('deletedAt'),
];
