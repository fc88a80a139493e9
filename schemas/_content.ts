import type { z } from 'zod';
import { field } from './kit/fields';
import { defineModel, type AreaModel, type FieldOf } from './kit/model';
import type { AreaHooks } from './kit/hooks';
import { fillSlug } from './kit/slug';

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

/** What a content-page area's model adds to the shared rules: its name, place, schema, order and own list fields. */
export interface ContentModelInput<S extends z.ZodObject, N extends string> {
  name: N;
  order: number;
  schema: S;
  sort: AreaModel<S, N>['list']['sort'];
  /** Fields the list may also filter and sort by, beyond the shared ones. */
  filters?: ReadonlyArray<FieldOf<S>>;
  sortable?: ReadonlyArray<FieldOf<S>>;
}

/**
 * What a content page's write does besides storing it: an empty slug is made from the title (unique within the page's
 * language), and a page published without a date is dated now.
 */
const contentHooks = (area: string): AreaHooks => {
  const slug = fillSlug(area, 'slug', 'title', ['languageId']);
  return {
    async beforeChange(args) {
      await slug(args);
      const { data, now } = args;
      if (data.status === 'published' && !data.publishedAt) data.publishedAt = now;
    },
  };
};

/** A content-page area's model: the shared search, filters, sortable columns, unique slug per language and hooks. */
export const defineContentModel = <const N extends string, S extends z.ZodObject>(input: ContentModelInput<S, N>) =>
  defineModel<N, S>({
    name: input.name,
    order: input.order,
    schema: input.schema,
    representation: 'title' as FieldOf<S>,
    list: {
      sort: input.sort,
      search: contentSearch as ReadonlyArray<FieldOf<S>>,
      filters: [...(contentFilters as ReadonlyArray<FieldOf<S>>), ...(input.filters ?? [])],
      sortable: [...(contentSortable as ReadonlyArray<FieldOf<S>>), ...(input.sortable ?? [])],
    },
    server: {
      unique: contentUnique as ReadonlyArray<ReadonlyArray<FieldOf<S>>>,
      hooks: contentHooks(input.name) as AreaHooks<S>,
    },
  });
