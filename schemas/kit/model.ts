import type { z } from 'zod';
import { describeSchema, type FieldDescription } from './describe';

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
    /** A flag exactly one record carries (setting it moves it; it cannot be removed). */
    exactlyOne?: FieldOf<S>;
    /** More indexes, for lookups the list's sort and filters do not cover. */
    indexes?: ReadonlyArray<ReadonlyArray<FieldOf<S>>>;
    /** Records are written by the API itself (the audit trail): creating, editing and deleting answer 405. */
    readOnly?: boolean;
  };
}

/** Types a model: its field names are checked against its schema. */
export const defineModel = <const N extends string, S extends z.ZodObject>(model: AreaModel<S, N>): AreaModel<S, N> =>
  model;

/**
 * A model without zod, its fields described: what the admin's list and detail pages know of an area (described when
 * the app is built, scripts/area-models-plugin.ts).
 */
export interface DescribedModel extends Omit<AreaModel, 'schema' | 'createSchema'> {
  /** Every field of the schema, in declaration order. */
  fields: FieldDescription[];
}

export function describeModel({ schema, createSchema: _createSchema, ...rules }: AreaModel): DescribedModel {
  return { ...rules, fields: describeSchema(schema) };
}
