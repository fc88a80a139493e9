import type { z } from 'zod';
import { describeSchema, type FieldDescription } from './describe';
import type { AreaHooks, ComputedField } from './hooks';

/** Columns every record carries besides its schema fields. */
export type SystemField = 'id' | 'createdAt' | 'updatedAt' | 'deletedAt';

export type FieldOf<S extends z.ZodObject> = Extract<keyof z.output<S>, string> | SystemField;

/**
 * One management area as the model: what a record holds and the rules the API enforces, the same for the server and
 * the browser. How the admin shows it (columns, form layout, menu, labels) is its `resources/<area>/index.ts`.
 */
export interface AreaModel<S extends z.ZodObject = z.ZodObject, N extends string = string> {
  /** The area's name: its path, its API collection, its table and its permission subject. */
  name: N;
  /** Its place among the areas: the menu, the home page and the API's summary and reference list them in this order. */
  order: number;
  schema: S;
  /**
   * The field that names a record: what the admin's titles and links show, and what the API answers as a record's
   * label (the search across areas). resources/<area>/index.ts names the same field for the first page, which knows
   * no model; a test keeps the two equal.
   */
  representation: FieldOf<S>;
  /** The add form's schema when it differs (a required password, a status the server sets). */
  createSchema?: z.ZodObject;
  /** What a list query may ask (src/contract/listQuery.ts). */
  list: {
    /** The order of a list that asks for none. */
    sort: { field: FieldOf<S>; order: 'ASC' | 'DESC' };
    /** Fields the search (`q`) looks in. */
    search: ReadonlyArray<FieldOf<S>>;
    /** Fields a list may filter on. */
    filters: ReadonlyArray<FieldOf<S>>;
    /** Fields a list may sort on, besides id and the dates every record has. */
    sortable: ReadonlyArray<FieldOf<S>>;
  };
  /** Rules the API enforces beyond the schema. */
  server?: {
    /** Field groups whose values must be unique together (case-insensitive for text). */
    unique?: ReadonlyArray<ReadonlyArray<FieldOf<S>>>;
    /** Write-only fields stored hashed: `{ password: 'passwordHash' }`. */
    hashed?: Partial<Record<FieldOf<S>, string>>;
    /** Values a new record always starts with. */
    createDefaults?: Partial<z.output<S>>;
    /** A flag at most one record carries (a unique index; a race answers 409). Moving it is the area's hooks' job. */
    exactlyOne?: FieldOf<S>;
    /** More indexes, for lookups the list's sort and filters do not cover. */
    indexes?: ReadonlyArray<ReadonlyArray<FieldOf<S>>>;
    /** Records are written by the API itself (the audit trail): creating, editing and deleting answer 405. */
    readOnly?: boolean;
    /** Code run inside each write's transaction (schemas/kit/hooks.ts). Server-only: not described to the screens. */
    hooks?: AreaHooks<S>;
    /** Read-only fields the server derives (schemas/kit/hooks.ts). Server-only, like hooks. */
    computed?: Partial<Record<FieldOf<S>, ComputedField<S>>>;
  };
}

/** The server rules the screens may know: without the code (hooks, computed values) that only the API runs. */
export type DescribedServerRules = Omit<NonNullable<AreaModel['server']>, 'hooks' | 'computed'>;

/** Types a model: its field names are checked against its schema. */
export const defineModel = <const N extends string, S extends z.ZodObject>(model: AreaModel<S, N>): AreaModel<S, N> =>
  model;

/**
 * A model without zod, its fields described: what the admin's list and detail pages know of an area (described when
 * the app is built, scripts/area-models-plugin.ts).
 */
export interface DescribedModel extends Omit<AreaModel, 'schema' | 'createSchema' | 'server'> {
  server?: DescribedServerRules;
  /** Every field of the schema, in declaration order. */
  fields: FieldDescription[];
}

export function describeModel({ schema, createSchema: _createSchema, server, ...rules }: AreaModel): DescribedModel {
  const { hooks: _hooks, computed: _computed, ...described } = server ?? {};
  return { ...rules, ...(server ? { server: described } : {}), fields: describeSchema(schema) };
}

/** Fields derived whenever a record is answered: no column holds them. */
export const derivedOnRead = (model: Pick<AreaModel, 'server'>): string[] =>
  Object.entries(model.server?.computed ?? {})
    .filter(([, computed]) => (computed as ComputedField).stored === false)
    .map(([name]) => name);
