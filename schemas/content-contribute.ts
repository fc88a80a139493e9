import { z } from 'zod';
import { contentBase, defineContentModel } from './_content';
import { field } from './kit/fields';

/** Pages inviting contributions: whom to contact, the guidelines and whether submissions are open. */
export const contentContributeSchema = z.object({
  ...contentBase,
  contactEmail: field.email(),
  guidelinesUrl: field.url().nullish(),
  acceptsSubmissions: field.flag().default(true),
});

export type ContentContribute = z.infer<typeof contentContributeSchema>;

export default defineContentModel({
  name: 'content-contribute',
  order: 10,
  schema: contentContributeSchema,
  sort: { field: 'order', order: 'ASC' },
  filters: ['acceptsSubmissions'],
  sortable: ['acceptsSubmissions'],
});
