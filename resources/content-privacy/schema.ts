import { z } from 'zod';
import { contentBase } from '../_content/schema';
import { field } from '@schemas/kit/fields';

/** Privacy policy versions: when each takes effect and whom to ask. */
export const contentPrivacySchema = z.object({
  ...contentBase,
  policyVersion: field.text({ max: 20 }).regex(/^\d+(\.\d+){0,2}$/, 'adminKit.validation.version'),
  effectiveDate: field.date(),
  contactEmail: field.email().nullish(),
});

export type ContentPrivacy = z.infer<typeof contentPrivacySchema>;
