import { z } from 'zod';
import { contentBase, defineContentModel } from './_content';
import { field } from './kit/fields';

export const INTELLECTUAL_KINDS = ['article', 'research', 'whitepaper', 'case-study', 'guide'] as const;

/** Intellectual content: articles, research and guides, with an author, topics and a reading time. */
export const contentIntelektualSchema = z.object({
  ...contentBase,
  kind: field.choice(INTELLECTUAL_KINDS),
  authorName: field.text({ max: 80 }),
  topics: field.tags({ max: 10 }).default([]),
  readingMinutes: field.number({ min: 1, max: 240 }).nullish(),
});

export type ContentIntelektual = z.infer<typeof contentIntelektualSchema>;

export default defineContentModel({
  name: 'content-intelektual',
  order: 7,
  schema: contentIntelektualSchema,
  sort: { field: 'publishedAt', order: 'DESC' },
  filters: ['kind'],
  sortable: ['kind'],
});
