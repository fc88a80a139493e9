import type { AreaDeclaration } from '../declaration';
import { describeSchema, type FieldDescription } from '@schemas/kit/describe';
import type { MessageKey } from '@/i18n/messageKeys';
import { sessionFieldAccess } from '../fieldAccess';

/** A field of a form; `locked`: shown, but the signed-in person's role may not change it. */
export type FormField = FieldDescription & { locked?: boolean };

export interface LaidOutGroup {
  title: MessageKey;
  fields: FormField[];
}

/** The fields of a form the signed-in person's role hides, and those it shows read-only. */
const accessFor = (declaration: AreaDeclaration, mode: 'add' | 'edit') =>
  sessionFieldAccess(declaration.name, Object.keys(declaration.schema.shape), mode === 'add' ? 'store' : 'edit');

const narrowed = new WeakMap<object, WeakMap<object, AreaDeclaration['schema']>>();

/**
 * The schema a form validates with: the area's, without the fields the signed-in person may not see. The same object
 * for the same session and area (the form's resolver and defaults are memoised on it).
 */
export function schemaFor(declaration: AreaDeclaration, mode: 'add' | 'edit') {
  const schema = mode === 'add' ? (declaration.createSchema ?? declaration.schema) : declaration.schema;
  const access = accessFor(declaration, mode);
  const hidden = [...access.hidden].filter((name) => name in schema.shape);
  if (!hidden.length) return schema;
  let bySchema = narrowed.get(access);
  if (!bySchema) narrowed.set(access, (bySchema = new WeakMap()));
  let omitted = bySchema.get(schema);
  if (!omitted) {
    const mask = Object.fromEntries(hidden.map((name) => [name, true as const])) as Record<string, true>;
    bySchema.set(schema, (omitted = schema.omit(mask as Parameters<typeof schema.omit>[0])));
  }
  return omitted;
}

/**
 * The declaration's form groups holding the fields the form edits (read-only fields are left out); any editable
 * field the layout does not place is appended to the last group, so nothing declared is ever missing.
 */
export function formGroups(declaration: AreaDeclaration, mode: 'add' | 'edit'): LaidOutGroup[] {
  const widgets: Partial<Record<string, FieldDescription['widget']>> = declaration.form.widgets ?? {};
  const { readOnly: locked } = accessFor(declaration, mode);
  const editable = describeSchema(schemaFor(declaration, mode))
    .filter((f) => !f.readOnly)
    .map((f) => (widgets[f.source] ? { ...f, widget: widgets[f.source]! } : f))
    .map((f) => (locked.has(f.source) ? { ...f, locked: true } : f));
  const byName = new Map(editable.map((f) => [f.source, f]));
  const placed = new Set<string>();
  const groups = declaration.form.groups.map((group) => ({
    title: group.title,
    fields: group.fields.flatMap((name) => {
      const field = byName.get(name);
      if (!field) return [];
      placed.add(name);
      return [field];
    }),
  }));
  const rest = editable.filter((f) => !placed.has(f.source));
  if (rest.length) groups[groups.length - 1].fields.push(...rest);
  return groups.filter((group) => group.fields.length > 0);
}
