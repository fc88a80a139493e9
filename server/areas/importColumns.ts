import type { AreaModel } from '@schemas/kit/model';
import { describeSchema, type FieldDescription } from '@schemas/kit/describe';
import { derivedOnRead } from '@schemas/kit/model';
import { SYSTEM_KEYS } from '@/contract/rules';
import { EXPORT_LOCALES } from '@/contract/export';
import { API_ERRORS } from '@/contract/types';
import { HttpError } from '../http/errors';
import { FIELD_LABELS } from '@/contract/fieldLabels.generated';

/*
 * Which field each column of an imported file fills (server/areas/import.ts). A column is named by its field's name or
 * by its label in any of the app's languages (the header an export writes), case and surrounding spaces aside. The
 * columns an export adds that a create does not take (id, dates, derived and read-only fields) are read and left
 * out; a column that names no field refuses the file (400 naming it), so no data is dropped without a word.
 */

/** Header → the field the person chose for that column (null: leave it out), overriding the names' matching. */
export type ChosenColumns = Record<string, string | null>;

/** The field a column fills, or null for a column read and left out. */
export type ImportColumn = FieldDescription | null;

const nameOf = (text: string) => text.trim().toLowerCase();

/** Every field a create takes (a new record's own schema included: an account's password). */
function creatableFields(declaration: AreaModel): FieldDescription[] {
  const fields = new Map<string, FieldDescription>();
  for (const schema of [declaration.createSchema, declaration.schema])
    if (schema)
      for (const field of describeSchema(schema)) if (!fields.has(field.source)) fields.set(field.source, field);
  return [...fields.values()];
}

/** Every name a column may have, with the field it fills (null: left out). */
function namesOf(declaration: AreaModel): Map<string, ImportColumn> {
  const derived = new Set(derivedOnRead(declaration));
  const names = new Map<string, ImportColumn>();
  const add = (name: string, column: ImportColumn) => {
    if (!names.has(nameOf(name))) names.set(nameOf(name), column);
  };
  const columnOf = (source: string, field?: FieldDescription): ImportColumn =>
    !field || field.readOnly || derived.has(source) ? null : field;
  const fields = creatableFields(declaration);
  const bySource = new Map(fields.map((field) => [field.source, field]));
  for (const field of fields) add(field.source, columnOf(field.source, field));
  for (const name of [...SYSTEM_KEYS, ...derived]) add(name, null);
  const labels = FIELD_LABELS[declaration.name];
  for (const locale of EXPORT_LOCALES)
    for (const [source, label] of Object.entries(labels?.[locale] ?? {}))
      add(label, columnOf(source, bySource.get(source)));
  return names;
}

const cache = new WeakMap<AreaModel, Map<string, ImportColumn>>();

/**
 * The field of each of a file's columns, in order; 400 naming the columns that are no field of the area, or that fill
 * a field another column fills too.
 */
export function importColumnsOf(
  declaration: AreaModel,
  header: readonly string[],
  chosen: ChosenColumns = {},
): ImportColumn[] {
  let names = cache.get(declaration);
  if (!names) cache.set(declaration, (names = namesOf(declaration)));
  // A column the person mapped (the Import screen's choice) fills the field named so, or nothing (null).
  const columns = header.map((name) =>
    Object.hasOwn(chosen, name)
      ? chosen[name] === null
        ? null
        : names.get(nameOf(String(chosen[name])))
      : names.get(nameOf(name)),
  );
  const unknown = header.filter((_, i) => columns[i] === undefined);
  if (unknown.length)
    throw new HttpError(400, {
      message: API_ERRORS.importUnknownColumns,
      errors: Object.fromEntries(unknown.map((name) => [name, 'adminKit.validation.unknownField'])),
    });
  const seen = new Set<string>();
  const twice = header.filter((_, i) => {
    const field = columns[i];
    if (!field) return false;
    if (seen.has(field.source)) return true;
    seen.add(field.source);
    return false;
  });
  if (twice.length)
    throw new HttpError(400, {
      message: API_ERRORS.importDuplicateColumns,
      errors: Object.fromEntries(twice.map((name) => [name, 'adminKit.validation.duplicateColumn'])),
    });
  return columns as ImportColumn[];
}
