import type { z } from 'zod';

/*
 * Hooks a model declares for the rules its fields cannot express (Payload's collection hooks, Django's save_model):
 * a value derived from others, a check against another area, a side effect after a save. The API server runs them
 * inside the write's transaction (server/areas/hooks.ts), in the browser-only mode too, since that runs the same
 * server. Nothing here imports the server: a hook reaches the database through `HookDb`, which the server provides.
 */

/** A stored record as hooks see it: its fields and the system ones (id, createdAt, …). */
export type StoredRecord = Record<string, unknown> & { id: number };

/** A value, or a comparison: `{ $ne: value }` (different, nulls included), `{ $in: [values] }`. */
export type HookMatch = unknown | { $ne: unknown } | { $in: unknown[] };
/** Field → what a record's value must be; every entry must hold. */
export type HookWhere = Record<string, HookMatch>;

/**
 * The write's transaction, by area name: live records only (not the trash). Writes here are checked by the database
 * (types, unique values, references) and each changed record gets its history entry, by the caller of the hook.
 */
export interface HookDb {
  find(area: string, where: HookWhere, options?: { limit?: number }): Promise<StoredRecord[]>;
  count(area: string, where: HookWhere): Promise<number>;
  /** Sets `values` on every matching record; answers how many changed. */
  update(area: string, where: HookWhere, values: Record<string, unknown>): Promise<number>;
  insert(area: string, values: Record<string, unknown>): Promise<StoredRecord>;
}

/** The account making the change. */
export interface HookUser {
  id: number;
  email: string;
  fullName: string;
  roleId: number | null;
}

export type HookOperation = 'create' | 'update';

/**
 * Refuses a write because of one field's value: the API answers 400 with `errors: { [field]: message }`, which the
 * form shows under that field. `message` is a translation key (adminKit.validation.*).
 */
export class FieldError extends Error {
  constructor(
    readonly field: string,
    readonly messageKey: string,
  ) {
    super(`${field}: ${messageKey}`);
    this.name = 'FieldError';
  }
}

/** Refuses a write as a whole (a delete that must not happen): the API answers `status` with `message`, a key. */
export class WriteRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 409,
    readonly messageKey: string,
  ) {
    super(messageKey);
    this.name = 'WriteRefused';
  }
}

type Data<S extends z.ZodObject> = Partial<z.output<S>> & Record<string, unknown>;
type Stored<S extends z.ZodObject> = Partial<z.output<S>> & StoredRecord;

export interface BeforeChangeArgs<S extends z.ZodObject> {
  /** What will be written, validated: change it in place. On an update, the whole record as it will be. */
  data: Data<S>;
  /** The record before this update; undefined on a create. */
  previous?: Stored<S>;
  operation: HookOperation;
  user: HookUser;
  db: HookDb;
  /** The write's time (ISO 8601), the one its record and history carry. */
  now: string;
}

export interface AfterChangeArgs<S extends z.ZodObject> {
  record: Stored<S>;
  previous?: Stored<S>;
  operation: HookOperation;
  user: HookUser;
  db: HookDb;
  /** The write's time (ISO 8601), the one its record and history carry. */
  now: string;
}

export interface BeforeDeleteArgs<S extends z.ZodObject> {
  record: Stored<S>;
  /** True when the record leaves the trash for good, false when it goes to the trash. */
  purge: boolean;
  user: HookUser;
  db: HookDb;
  /** The write's time (ISO 8601), the one its record and history carry. */
  now: string;
}

export interface AreaHooks<S extends z.ZodObject = z.ZodObject> {
  /** Before a create or an update is written: may change `data`, or throw a FieldError. */
  beforeChange?: (args: BeforeChangeArgs<S>) => void | Promise<void>;
  /** After it is written, in the same transaction: a throw undoes the write and the hook's own writes. */
  afterChange?: (args: AfterChangeArgs<S>) => void | Promise<void>;
  /** Before a record goes to the trash or is purged: may throw a WriteRefused. */
  beforeDelete?: (args: BeforeDeleteArgs<S>) => void | Promise<void>;
}

/**
 * A read-only field the server derives from the record. `stored: false` derives it whenever a record is answered
 * (no column: it cannot be filtered or sorted on); otherwise it is computed on every write and stored.
 */
export interface ComputedField<S extends z.ZodObject = z.ZodObject> {
  value: (record: Data<S>) => unknown;
  stored?: boolean;
}
