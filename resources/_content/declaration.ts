import type { z } from 'zod';
import type { AreaModel, FieldOf } from '@schemas/kit/model';
import type { AreaIconName } from '@/admin-kit/areaIcons';
import { defineArea, type FormGroup, type View } from '@/admin-kit/declaration';

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

/** What a content-page area declares beyond the shared base: its own columns and its details tab. */
export interface ContentAreaInput<S extends z.ZodObject, N extends string> {
  name: NoInfer<N>;
  model: () => Promise<{ default: AreaModel<S, N> }>;
  views: readonly View[];
  afterSave?: 'show' | 'list';
  /** Columns after the shared ones. */
  columns?: ReadonlyArray<FieldOf<S>>;
  /** The tab between "Content" and "Publication". */
  details: FormGroup<FieldOf<S>>;
  icon: AreaIconName;
}

/**
 * A content-page area: the shared columns, the three tabs (content, the area's details, publication), named by its
 * title, in the content pages' sub-menu.
 */
export const defineContentArea = <S extends z.ZodObject, const N extends string>(input: ContentAreaInput<S, N>) =>
  defineArea<S, N>({
    name: input.name,
    model: input.model,
    views: input.views,
    afterSave: input.afterSave,
    list: { columns: [...(contentColumns as ReadonlyArray<FieldOf<S>>), ...(input.columns ?? [])] },
    representation: 'title' as FieldOf<S>,
    form: contentForm(input.details) as NonNullable<Parameters<typeof defineArea<S, N>>[0]['form']>,
    menu: { icon: input.icon, section: CONTENT_MENU_SECTION },
    exampleId: 1,
  });
