import { z } from 'zod';
import { contentBase, contentFilters, contentSearch, contentSortable, contentUnique } from './_content';
import { field } from './kit/fields';
import { defineModel } from './kit/model';

/** Privacy policy versions: when each takes effect and whom to ask. */
export const contentPrivacySchema = z.object({
  ...contentBase,
  policyVersion: field.text({ max: 20 }).regex(/^\d+(\.\d+){0,2}$/, 'adminKit.validation.version'),
  effectiveDate: field.date(),
  contactEmail: field.email().nullish(),
});

export type ContentPrivacy = z.infer<typeof contentPrivacySchema>;

export default defineModel({
  name: 'content-privacy',
  order: 12,
  schema: contentPrivacySchema,
  list: {
    sort: { field: 'effectiveDate', order: 'DESC' },
    search: contentSearch,
    filters: contentFilters,
    sortable: [...contentSortable, 'policyVersion', 'effectiveDate'],
  },
  server: { unique: contentUnique },
});
