import { z } from 'zod';
import { field } from './kit/fields';
import { defineModel } from './kit/model';

/** Someone who writes for the content pages: expertise tags, a rich-text biography and links. */
export const contributorSchema = z.object({
  name: field.text({ max: 80 }),
  email: field.email(),
  expertise: field.tags({ max: 12 }).default([]),
  biography: field.richText({ max: 20_000 }).nullish(),
  avatar: field.image().nullish(),
  links: field.list({ label: field.text({ max: 40 }), url: field.url() }, { max: 10 }).default([]),
});

export type Contributor = z.infer<typeof contributorSchema>;

export default defineModel({
  name: 'contributor',
  representation: 'name',
  order: 3,
  schema: contributorSchema,
  list: {
    sort: { field: 'name', order: 'ASC' },
    search: ['name', 'email'],
    filters: ['expertise'],
    sortable: ['avatar', 'name', 'email', 'expertise', 'updatedAt'],
  },
  server: { unique: [['email']] },
});
