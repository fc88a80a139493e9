/*
 * Resolving a stale edit field by field, against the version both people started from: a field only they changed
 * keeps theirs, a field only I changed keeps mine, a field we both changed to different values is a choice.
 */

export type Side = 'theirs' | 'mine';

/** One field whose saved value ("theirs") differs from the one in the form ("mine"). */
export interface FieldDifference {
  field: string;
  before: unknown;
  theirs: unknown;
  mine: unknown;
  /** Who changed it since `before`: one side (its value is kept), or both (the person chooses). */
  changedBy: Side | 'both';
}

export interface ThreeWayMerge {
  /** Every field of `mine`, merged; a field both changed holds mine until another choice is applied. */
  merged: Record<string, unknown>;
  differences: FieldDifference[];
}

type Values = Readonly<Record<string, unknown>>;

/** One spelling per value: empty (null, undefined, '') is one value; objects compare by content, keys in order. */
function canonical(value: unknown): string {
  if (value === null || value === undefined || value === '') return '∅';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** Merges the fields of `mine` (the form's values) with `theirs` (the record saved meanwhile) against `base`. */
export function mergeThreeWay(base: Values, theirs: Values, mine: Values): ThreeWayMerge {
  const merged: Record<string, unknown> = {};
  const differences: FieldDifference[] = [];
  for (const [field, mineValue] of Object.entries(mine)) {
    const before = base[field];
    const theirValue = theirs[field];
    if (sameValue(theirValue, mineValue)) {
      merged[field] = mineValue;
      continue;
    }
    const theyChanged = !sameValue(before, theirValue);
    const iChanged = !sameValue(before, mineValue);
    const changedBy: FieldDifference['changedBy'] = theyChanged && iChanged ? 'both' : theyChanged ? 'theirs' : 'mine';
    merged[field] = changedBy === 'theirs' ? theirValue : mineValue;
    differences.push({ field, before, theirs: theirValue, mine: mineValue, changedBy });
  }
  return { merged, differences };
}

/** The merge with the person's choices applied to the fields both changed (a field without a choice keeps mine). */
export function withChoices(
  { merged, differences }: ThreeWayMerge,
  choices: Readonly<Record<string, Side>>,
): Record<string, unknown> {
  const values = { ...merged };
  for (const difference of differences)
    if (difference.changedBy === 'both' && choices[difference.field] === 'theirs')
      values[difference.field] = difference.theirs;
  return values;
}
