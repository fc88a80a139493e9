import type { FormGroup } from '@/admin-kit/declaration';

/*
 * What the six content-page areas share in their declarations: list columns, search, filters, form tabs and API
 * rules for the content base (./schema.ts). Each area adds its own fields.
 */
type ContentField =
  | 'title'
  | 'slug'
  | 'languageId'
  | 'excerpt'
  | 'body'
  | 'status'
  | 'publishedAt'
  | 'order'
  | 'coverImage'
  | 'updatedAt';

export const contentColumns: readonly ContentField[] = [
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
export const CONTENT_MENU_SECTION = 'adminKit.menu.contentPages';

export function contentForm<const F extends string>(extra: FormGroup<F>) {
  const groups: Array<FormGroup<F | ContentField>> = [
    { title: 'adminKit.form.content', fields: ['title', 'slug', 'languageId', 'excerpt', 'body'] },
    extra,
    { title: 'adminKit.form.publication', fields: ['status', 'publishedAt', 'order', 'coverImage'] },
  ];
  return { layout: 'tabs' as const, groups };
}
