import { field } from './kit/fields';

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/**
 * What every content page has: a title, a slug made from it (unique per language), its language, a rich-text body
 * (sanitised when shown), an excerpt, a cover image, a publication state and a position. Each content area
 * extends it with what its pages need.
 */
export const contentBase = {
  title: field.text({ max: 160 }),
  slug: field.slug('title').nullish(),
  languageId: field.reference('language'),
  body: field.richText(),
  excerpt: field.longText({ max: 300 }).nullish(),
  coverImage: field.image().nullish(),
  status: field.choice(CONTENT_STATUSES).default('draft'),
  publishedAt: field.datetime().nullish(),
  order: field.number({ min: 0, max: 9999 }).default(0),
};

type ContentField = keyof typeof contentBase | 'updatedAt';

/* The six content-page areas' shared model rules; each area's model adds its own fields to them. */
export const contentSortable: readonly ContentField[] = [
  'title',
  'languageId',
  'status',
  'publishedAt',
  'order',
  'updatedAt',
];
export const contentSearch: readonly ContentField[] = ['title', 'slug', 'excerpt'];
export const contentFilters: readonly ContentField[] = ['status', 'languageId'];
/** A slug is unique within its language. */
export const contentUnique: ReadonlyArray<readonly ContentField[]> = [['slug', 'languageId']];
