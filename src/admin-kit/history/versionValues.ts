import type { FieldDescription } from '@schemas/kit/describe';
import type { Widget } from '@schemas/kit/fields';
import { MAX_CHANGE_TEXT } from '@schemas/activity';
import type { HistoryEntry } from '@/contract/activity';

/*
 * The history keeps each changed value as text (src/contract/activity.ts): a string as it is, anything else as JSON.
 * Read back by the field's widget, it is shown by that widget's display and a former version can be saved again.
 */

type Reading = (text: string) => unknown;
const asNumber: Reading = (text) => Number(text);
const asJson: Reading = (text) => JSON.parse(text) as unknown;
const asIs: Reading = (text) => text;

const READINGS: Record<Widget, Reading> = {
  text: asIs,
  longText: asIs,
  email: asIs,
  url: asIs,
  phone: asIs,
  slug: asIs,
  richText: asIs,
  image: asIs,
  country: asIs,
  select: asIs,
  password: asIs,
  date: asIs,
  datetime: asIs,
  number: asNumber,
  reference: asNumber,
  switch: (text) => text === 'true',
  tags: asJson,
  repeater: asJson,
  permissions: asJson,
};

/** A value the history had to cut (longer than it keeps): shown shortened, never saved back. */
export const isCut = (text: string | null) => text !== null && text.length > MAX_CHANGE_TEXT && text.endsWith('…');

/** A recorded value as the field holds it; `undefined` when it cannot be read back (cut, or not JSON). */
export function valueOfChange(field: FieldDescription, text: string | null): unknown {
  if (text === null) return null;
  if (isCut(text)) return undefined;
  try {
    return READINGS[field.widget](text);
  } catch {
    return undefined;
  }
}

/**
 * The fields to save so the record reads as it did right after `entries[index]` (entries newest first): each field a
 * later entry changed goes back to the value before the earliest of those changes. `null` when that version cannot be
 * rebuilt (a value was cut), `{}` when the record still reads so.
 */
export function versionAfter(
  entries: readonly HistoryEntry[],
  index: number,
  fields: readonly FieldDescription[],
): Record<string, unknown> | null {
  const bySource = new Map(fields.map((field) => [field.source, field]));
  const values: Record<string, unknown> = {};
  // Newest first: an older entry's "before" overwrites a newer one's, so the earliest change after `index` wins.
  for (const entry of entries.slice(0, index)) {
    for (const [source, change] of Object.entries(entry.changes)) {
      const field = bySource.get(source);
      // A field the server keeps (read-only) or no longer has is not the user's to set.
      if (!field || field.readOnly) continue;
      const value = valueOfChange(field, change.before);
      if (value === undefined) return null;
      values[source] = value;
    }
  }
  return values;
}
