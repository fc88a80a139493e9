import { z } from 'zod';
import { contentBase, contentFilters, contentSearch, contentSortable, contentUnique } from './_content';
import { field } from './kit/fields';
import { defineModel } from './kit/model';

/** Pages inviting contributions: whom to contact, the guidelines and whether submissions are open. */
export const contentContributeSchema = z.object({
  ...contentBase,
  contactEmail: field.email(),
  guidelinesUrl: field.url().nullish(),
  acceptsSubmissions: field.flag().default(true),
});

export type ContentContribute = z.infer<typeof contentContributeSchema>;

export default defineModel({
  name: 'content-contribute',
  order: 10,
  schema: contentContributeSchema,
  list: {
    sort: { field: 'order', order: 'ASC' },
    search: contentSearch,
    filters: [...contentFilters, 'acceptsSubmissions'],
    sortable: [...contentSortable, 'acceptsSubmissions'],
  },
  server: { unique: contentUnique },
});
