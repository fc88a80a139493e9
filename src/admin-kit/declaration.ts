import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Action } from '@schemas/kit/access';
import type { Widget } from '@schemas/kit/fields';
import type { AreaModel, DescribedModel, FieldOf } from '@schemas/kit/model';
import type { MessageKey } from '@/i18n/messageKeys';
import type { AreaIconName } from './areaIcons';
import type { AreaWidget } from './widgets/types';

/** The views an area may have; which exist is part of its declaration. */
export type View = 'list' | 'add' | 'edit' | 'show';

/** The ability each view needs on its area's subject. */
export const VIEW_ACTION: Record<View, Action> = { list: 'read', show: 'read', add: 'store', edit: 'edit' };

export type BulkAction = 'delete' | 'export';

export interface FormGroup<F extends string = string> {
  /** i18n key of the section or tab title. */
  title: MessageKey;
  fields: readonly F[];
}

/** How a list shows its area; what it may sort, filter and search is the model's (`AreaModel['list']`). */
export interface ListDisplay<S extends z.ZodObject = z.ZodObject> {
  /** The columns, in order (the column chooser hides and moves them). */
  columns: ReadonlyArray<FieldOf<S>>;
  /** The filters shown beside the search box (default: every filter the model allows). */
  filters?: ReadonlyArray<FieldOf<S>>;
  perPage?: readonly number[];
  bulkActions?: readonly BulkAction[];
}

/**
 * What a developer writes in `resources/<area>/index.ts`: how the admin shows one management area. What a record
 * holds and the API's rules are its model, `schemas/<area>.ts`, imported lazily so the route table and menu (first
 * page) read every declaration without loading zod; the screens that validate load it (`loadDeclarations`).
 */
export interface AreaInput<S extends z.ZodObject = z.ZodObject, N extends string = string> {
  /** The area's name: its path, its API collection and its permission subject; its model's name. */
  name: NoInfer<N>;
  model: () => Promise<{ default: AreaModel<S, N> }>;
  views: readonly View[];
  /**
   * Where saving an add or edit page leads: the record's detail page (the default when the area has one) or back to
   * the list, for areas worked through their list whose detail page is for readers.
   */
  afterSave?: 'show' | 'list';
  list: ListDisplay<S>;
  /** The field that names a record (titles, reference links, delete confirmations). */
  representation: FieldOf<S>;
  /**
   * For records named by a standard code: lists, detail pages, titles and reference links show the code's name in the
   * reader's language (Intl.DisplayNames) instead of the stored `representation`, which stays editable.
   */
  shownName?: { type: Intl.DisplayNamesType; code: FieldOf<S> };
  /**
   * Form layout: sections on one page, or tabs. Fields not placed are appended to the last group. Widgets follow the
   * zod types; `widgets` picks another one for a field (a long description as `longText`, say).
   */
  form?: {
    layout: 'sections' | 'tabs';
    groups: ReadonlyArray<FormGroup<FieldOf<S>>>;
    widgets?: Partial<Record<FieldOf<S>, Widget>>;
  };
  /**
   * The area's own widgets, by field: a display and/or an input from `resources/<area>/widgets/`, each loaded lazily
   * with the screens that show it. Filters, CSV, sorting and the API keep following the field's type.
   */
  widgets?: Partial<Record<Extract<keyof z.output<S>, string>, AreaWidget>>;
  /**
   * Views the area writes itself instead of the generated ones, loaded lazily: `{ edit: () => import('./MyEdit') }`.
   * They render inside the area's resource context, behind the same route, guard, title and breadcrumb.
   */
  components?: Partial<Record<View, () => Promise<{ default: ComponentType }>>>;
  /**
   * Menu entry in the 'management' group, at the model's `order`: its icon by name (src/admin-kit/areaIcons.ts);
   * `section` (an i18n key) nests it in a sub-menu.
   */
  menu: { icon: AreaIconName; section?: MessageKey };
  /** A record id that exists in the demo data (route examples and the route smoke test). */
  exampleId: number | string;
}

export interface AreaPaths {
  list: string;
  add?: string;
  edit?: string;
  show?: string;
}

/** A list as the screens use it: the declared display, with its defaults, and the model's rules. */
export type AreaList<S extends z.ZodObject = z.ZodObject> = Required<ListDisplay<S>> & AreaModel<S>['list'];

/** What the first page knows of an area: its declaration without the model, with what follows from it filled in. */
export interface AreaMeta<S extends z.ZodObject = z.ZodObject> extends Omit<AreaInput<S>, 'model' | 'menu'> {
  /** CASL subject: the area name. */
  subject: string;
  /** The menu entry, placed at the model's order (known when the app was built, scripts/area-models-plugin.ts). */
  menu: AreaInput<S>['menu'] & { group: 'management'; order: number };
  paths: AreaPaths;
  has: (view: View) => boolean;
  /** Loads the model: the complete declaration the screens that validate work with. */
  load: () => Promise<AreaDeclaration<S>>;
}

/** A declaration with its model loaded and everything derived from it filled in. */
export interface AreaDeclaration<S extends z.ZodObject = z.ZodObject>
  extends Omit<AreaMeta<S>, 'load' | 'form' | 'list'>, Omit<AreaModel<S>, 'name' | 'list'> {
  list: AreaList<S>;
  form: NonNullable<AreaInput<S>['form']>;
}

/**
 * An area as the screens that only read records see it (lists, detail pages): the declaration with its model
 * described, without zod (src/admin-kit/areas.ts).
 */
export interface DescribedArea<S extends z.ZodObject = z.ZodObject>
  extends Omit<AreaMeta<S>, 'load' | 'form' | 'list'>, Omit<DescribedModel, 'name' | 'list' | 'representation'> {
  list: AreaList<S>;
  form: NonNullable<AreaInput<S>['form']>;
}

/** The declared form layout, or one section with every field of the schema. */
export const formOf = <S extends z.ZodObject>(
  form: AreaInput<S>['form'],
  fields: ReadonlyArray<FieldOf<S>>,
): NonNullable<AreaInput<S>['form']> =>
  form ?? { layout: 'sections', groups: [{ title: 'adminKit.form.details', fields }] };

export const DEFAULT_PER_PAGE = [10, 25, 50];

/** A list's display with its defaults, and the model's rules. */
export const listOf = <S extends z.ZodObject>(display: ListDisplay<S>, rules: AreaModel<S>['list']): AreaList<S> => ({
  ...rules,
  perPage: DEFAULT_PER_PAGE,
  bulkActions: ['delete', 'export'],
  ...display,
  filters: display.filters ?? rules.filters,
});

/** Where a saved add or edit page leads (react-admin's redirect). */
export const afterSaveOf = (declaration: Pick<AreaMeta, 'afterSave' | 'paths'>): 'show' | 'list' =>
  declaration.paths.show ? (declaration.afterSave ?? 'show') : 'list';

/**
 * A record's page: its edit page for who may edit it, else its detail page for who may read it (a reader never meets
 * an edit page that refuses them); false when neither. The lists and the navbar search lead to records by it.
 */
export function recordPathOf(
  area: string,
  paths: AreaPaths,
  id: string | number,
  may: { edit: boolean; show: boolean },
): string | false {
  const path = `/${area}/${encodeURIComponent(String(id))}`;
  if (paths.edit && may.edit) return path;
  if (paths.show && may.show) return `${path}/show`;
  return false;
}

/** The area's list searched for `q` (react-admin reads its filter from the address). */
export const listSearchPath = (area: string, q: string) =>
  `/${area}?filter=${encodeURIComponent(JSON.stringify({ q }))}`;

export function pathsOf(name: string, views: readonly View[]): AreaPaths {
  const base = `/${name}`;
  return {
    list: base,
    add: views.includes('add') ? `${base}/add` : undefined,
    edit: views.includes('edit') ? `${base}/:id` : undefined,
    show: views.includes('show') ? `${base}/:id/show` : undefined,
  };
}

/**
 * Types a declaration: its fields are checked against its model's schema, its name against the model's. The registry
 * holds every area's declaration as one type, so the schema's own type ends here.
 */
export const defineArea = <S extends z.ZodObject, const N extends string>(input: AreaInput<S, N>) =>
  input as unknown as AreaInput;

/**
 * Fills in what follows from a declaration: subject, paths, menu group and place (`order`, the model's), list
 * defaults; `load` imports the model once.
 */
export function areaMetaOf(input: AreaInput, order: number): AreaMeta {
  const { model: loadModel, ...rest } = input;
  const meta: Omit<AreaMeta, 'load'> = {
    ...rest,
    subject: input.name,
    menu: { ...input.menu, group: 'management', order },
    paths: pathsOf(input.name, input.views),
    has: (view) => input.views.includes(view),
  };
  let loading: Promise<AreaDeclaration> | undefined;
  const load = async (): Promise<AreaDeclaration> => {
    const { default: model } = await loadModel();
    if (model.name !== input.name) throw new Error(`resources/${input.name} loads the model of "${model.name}"`);
    const { list: _list, form: _form, ...shown } = meta;
    return {
      ...model,
      ...shown,
      list: listOf(input.list, model.list),
      form: formOf(input.form, Object.keys(model.schema.shape)),
    };
  };
  return { ...meta, load: () => (loading ??= load()) };
}
