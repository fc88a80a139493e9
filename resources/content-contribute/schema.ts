import { z } from 'zod';
import { contentBase } from '../_content/schema';
import { field } from '@schemas/kit/fields';

/** Pages inviting contributions: whom to contact, the guidelines and whether submissions are open. */
export const contentContributeSchema = z.object({
  ...contentBase,
  contactEmail: field.email(),
  guidelinesUrl: field.url().nullish(),
  acceptsSubmissions: field.flag().default(true),
});

export type ContentContribute = z.infer<typeof contentContributeSchema>;
