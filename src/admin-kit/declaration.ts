import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Widget } from '@schemas/kit/fields';
import type { MessageKey } from '@/i18n/messageKeys';
import type { Action } from '@/routes/types';
import type { FieldDescription } from '@schemas/kit/describe';
import type { AreaWidget } from './widgets/types';

/** The views an area may have; which exist is part of its declaration. */
export type View = 'list' | 'add' | 'edit' | 'show';

/** The ability each view needs on its area's subject. */
export const VIEW_ACTION: Record<View, Action> = { list: 'read', show: 'read', add: 'store', edit: 'edit' };

/** Columns every record carries besides its schema fields. */
export type SystemField = 'id' | 'createdAt' | 'updatedAt' | 'deletedAt';

type FieldOf<S extends z.ZodObject> = Extract<keyof z.output<S>, string> | SystemField;

export type BulkAction = 'delete' | 'export';

export interface FormGroup<F extends string = string> {
  /** i18n key of the section or tab title. */
  title: MessageKey;
  fields: readonly F[];
}

/**
 * What a developer writes: a plain, typed description of one management area. Schemas are imported lazily so the
 * route table and menu (first page) can read every declaration without loading zod; the screens and the API load
 * them (`loadDeclarations`).
 */
export interface ResourceInput<S extends z.ZodObject = z.ZodObject> {
  /** The area's name: its path, its API collection and its permission subject. */
  name: string;
  schema: () => Promise<S>;
  /** The add form's schema when it differs (a required password, a status the server sets). */
  createSchema?: () => Promise<z.ZodObject>;
  views: readonly View[];
  list: {
    columns: ReadonlyArray<FieldOf<S>>;
    sort: { field: FieldOf<S>; order: 'ASC' | 'DESC' };
    /** Fields the search box looks in. */
    search: ReadonlyArray<FieldOf<S>>;
    /** Typed filters beside the search box. */
    filters: ReadonlyArray<FieldOf<S>>;
    perPage?: readonly number[];
    bulkActions?: readonly BulkAction[];
  };
  /** The field that names a record (titles, reference links, delete confirmations). */
  representation: FieldOf<S>;
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
  /** Menu placement in the 'management' group; `section` (an i18n key) nests it in a sub-menu. */
  menu: { icon: SvgIconComponent; order: number; section?: MessageKey };
  /** Rules the API enforces beyond the schema. */
  server?: {
    /** Field groups whose values must be unique together (case-insensitive for text). */
    unique?: ReadonlyArray<ReadonlyArray<FieldOf<S>>>;
    /** Write-only fields stored hashed: `{ password: 'passwordHash' }`. */
    hashed?: Partial<Record<FieldOf<S>, string>>;
    /** Values a new record always starts with. */
    createDefaults?: Partial<z.output<S>>;
    /** A flag exactly one record carries (setting it moves it; it cannot be removed). */
    exactlyOne?: FieldOf<S>;
    /** More indexes, for lookups the list's sort and filters do not cover. */
    indexes?: ReadonlyArray<ReadonlyArray<FieldOf<S>>>;
    /** Records are written by the API itself (the audit trail): creating, editing and deleting answer 405. */
    readOnly?: boolean;
  };
  /** A record id that exists in the demo data (route examples and the route smoke test). */
  exampleId: number | string;
}

export interface ResourcePaths {
  list: string;
  add?: string;
  edit?: string;
  show?: string;
}

/** What the first page knows of an area: everything but its schemas, with what follows from it filled in. */
export interface ResourceMeta<S extends z.ZodObject = z.ZodObject> extends Omit<
  ResourceInput<S>,
  'schema' | 'createSchema'
> {
  /** CASL subject: the area name. */
  subject: string;
  menu: ResourceInput<S>['menu'] & { group: 'management' };
  paths: ResourcePaths;
  list: Required<ResourceInput<S>['list']>;
  has: (view: View) => boolean;
  /** Loads the schemas: the complete declaration the screens and the API work with. */
  load: () => Promise<ResourceDeclaration<S>>;
}

/** A declaration with its schemas loaded and everything derived from it filled in. */
export interface ResourceDeclaration<S extends z.ZodObject = z.ZodObject> extends Omit<
  ResourceMeta<S>,
  'load' | 'form'
> {
  schema: S;
  createSchema?: z.ZodObject;
  form: NonNullable<ResourceInput<S>['form']>;
}

/**
 * An area as the screens that only read records see it (lists, detail pages): the declaration with its fields
 * described, without its schemas, so they load no zod (src/admin-kit/areas.ts).
 */
export interface AreaDeclaration<S extends z.ZodObject = z.ZodObject> extends Omit<ResourceMeta<S>, 'load' | 'form'> {
  /** Every field of the schema, in declaration order, as `describeSchema` describes it. */
  fields: FieldDescription[];
  form: NonNullable<ResourceInput<S>['form']>;
}

/** The declared form layout, or one section with every field of the schema. */
export const formOf = <S extends z.ZodObject>(
  form: ResourceInput<S>['form'],
  fields: ReadonlyArray<FieldOf<S>>,
): NonNullable<ResourceInput<S>['form']> =>
  form ?? { layout: 'sections', groups: [{ title: 'adminKit.form.details', fields }] };

export const DEFAULT_PER_PAGE = [10, 25, 50];

export function pathsOf(name: string, views: readonly View[]): ResourcePaths {
  const base = `/${name}`;
  return {
    list: base,
    add: views.includes('add') ? `${base}/add` : undefined,
    edit: views.includes('edit') ? `${base}/:id` : undefined,
    show: views.includes('show') ? `${base}/:id/show` : undefined,
  };
}

/** Fills in what follows from a declaration: subject, paths, menu group, list and form defaults. */
export function defineResource<S extends z.ZodObject>(input: ResourceInput<S>): ResourceMeta<S> {
  const { schema: loadSchema, createSchema: loadCreateSchema, ...rest } = input;
  const meta: Omit<ResourceMeta<S>, 'load'> = {
    ...rest,
    subject: input.name,
    menu: { ...input.menu, group: 'management' },
    paths: pathsOf(input.name, input.views),
    list: { perPage: DEFAULT_PER_PAGE, bulkActions: ['delete', 'export'], ...input.list },
    has: (view) => input.views.includes(view),
  };
  let loading: Promise<ResourceDeclaration<S>> | undefined;
  const load = async (): Promise<ResourceDeclaration<S>> => {
    const [schema, createSchema] = await Promise.all([loadSchema(), loadCreateSchema?.()]);
    return { ...meta, schema, createSchema, form: formOf(input.form, Object.keys(schema.shape) as Array<FieldOf<S>>) };
  };
  return { ...meta, load: () => (loading ??= load()) };
}
