import { z } from 'zod';
import { contentBase, defineContentModel } from './_content';
import { field } from './kit/fields';

/** Privacy policy versions: when each takes effect and whom to ask. */
export const contentPrivacySchema = z.object({
  ...contentBase,
  policyVersion: field.text({ max: 20 }).regex(/^\d+(\.\d+){0,2}$/, 'adminKit.validation.version'),
  effectiveDate: field.date(),
  contactEmail: field.email().nullish(),
});

export type ContentPrivacy = z.infer<typeof contentPrivacySchema>;

export default defineContentModel({
  name: 'content-privacy',
  order: 12,
  schema: contentPrivacySchema,
  sort: { field: 'effectiveDate', order: 'DESC' },
  sortable: ['policyVersion', 'effectiveDate'],
});
