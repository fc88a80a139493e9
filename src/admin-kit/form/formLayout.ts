import type { AreaDeclaration } from '../declaration';
import { describeSchema, type FieldDescription } from '@schemas/kit/describe';
import type { MessageKey } from '@/i18n/messageKeys';

export interface LaidOutGroup {
  title: MessageKey;
  fields: FieldDescription[];
}

export const schemaFor = (declaration: AreaDeclaration, mode: 'add' | 'edit') =>
  mode === 'add' ? (declaration.createSchema ?? declaration.schema) : declaration.schema;

/**
 * The declaration's form groups holding the fields the form edits (read-only fields are left out); any editable
 * field the layout does not place is appended to the last group, so nothing declared is ever missing.
 */
export function formGroups(declaration: AreaDeclaration, mode: 'add' | 'edit'): LaidOutGroup[] {
  const widgets: Partial<Record<string, FieldDescription['widget']>> = declaration.form.widgets ?? {};
  const editable = describeSchema(schemaFor(declaration, mode))
    .filter((f) => !f.readOnly)
    .map((f) => (widgets[f.source] ? { ...f, widget: widgets[f.source]! } : f));
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
