/** A page of a list; pages start at 1. */
export function paginate<T>(items: readonly T[], perPage: number, page: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

export type SortValue = string | number | boolean | null | undefined;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Strings by locale (case-insensitive, numbers inside text in numeric order), numbers numerically; empty last. */
export function compareValues(a: SortValue, b: SortValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A sorted copy; equal keys keep their previous order. Descending keeps empty values last too. */
export function sortedBy<T>(items: readonly T[], key: (item: T) => SortValue, descending = false): T[] {
  return [...items].sort((x, y) => {
    const a = key(x);
    const b = key(y);
    const anyEmpty = [a, b].some((v) => v === null || v === undefined || v === '');
    return descending && !anyEmpty ? compareValues(b, a) : compareValues(a, b);
  });
}

/** Case-insensitive "contains" over several fields; an empty query matches everything. */
export function matchesQuery(query: string | undefined, ...fields: Array<string | number | null | undefined>): boolean {
  const needle = query?.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => field !== null && field !== undefined && String(field).toLowerCase().includes(needle));
}
