import type { FormGroup } from '@/admin-kit/declaration';

/*
 * How the admin shows the six content-page areas alike: list columns, menu section and form tabs for the content base
 * (schemas/_content.ts). Each area adds its own fields.
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
export const CONTENT_MENU_SECTION = 'adminKit.menu.contentPages';

export function contentForm<const F extends string>(extra: FormGroup<F>) {
  const groups: Array<FormGroup<F | ContentField>> = [
    { title: 'adminKit.form.content', fields: ['title', 'slug', 'languageId', 'excerpt', 'body'] },
    extra,
    { title: 'adminKit.form.publication', fields: ['status', 'publishedAt', 'order', 'coverImage'] },
  ];
  return { layout: 'tabs' as const, groups };
}
