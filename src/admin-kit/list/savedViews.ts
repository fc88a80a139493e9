import type { SortPayload } from 'react-admin';

/**
 * A list's view saved under a name (react-admin's saved queries, with the columns too): its filters, sort, page size
 * and the columns shown, in their order.
 */
export interface SavedView {
  name: string;
  filter: Record<string, unknown>;
  displayedFilters: Record<string, boolean>;
  sort: SortPayload;
  perPage: number;
  /** The columns hidden, and the order of all of them (src/admin-kit/list/chosenColumns.ts). */
  hidden: string[];
  ranks?: number[];
}

export const NO_SAVED_VIEWS: SavedView[] = [];

/**
 * Where a person's saved views of an area are kept, in react-admin's store (the browser's local storage): per
 * account, so two people sharing a browser each see their own.
 */
export const savedViewsKey = (area: string, accountId: string | number | undefined) =>
  `${area}.savedViews.${accountId ?? 'anonymous'}`;

/** Names compare without case, accents or surrounding spaces: "Active " and "active" are the same view. */
const nameKey = (name: string) =>
  name
    .trim()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** What is wrong with `name` for a new view, as an i18n key: none given, or one a saved view has. */
export function viewNameProblem(name: string, views: readonly SavedView[]) {
  if (!name.trim()) return 'adminKit.list.views.nameRequired' as const;
  if (views.some((view) => nameKey(view.name) === nameKey(name))) return 'adminKit.list.views.nameTaken' as const;
  return undefined;
}

/** The list's address for a view (react-admin reads a list's parameters from it), from its first page. */
export function viewSearch(view: SavedView): string {
  return `?${new URLSearchParams({
    displayedFilters: JSON.stringify(view.displayedFilters),
    filter: JSON.stringify(view.filter),
    order: view.sort.order,
    page: '1',
    perPage: String(view.perPage),
    sort: view.sort.field,
  })}`;
}

/** A value written the same whatever its keys' order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

/** Whether the list shows `view` now (the displayed filters aside: every filter of a generated list shows). */
export const showsView = (view: SavedView, now: Omit<SavedView, 'name' | 'displayedFilters'>) =>
  canonical([view.filter, view.sort, view.perPage, [...view.hidden].sort(), view.ranks ?? null]) ===
  canonical([now.filter, now.sort, now.perPage, [...now.hidden].sort(), now.ranks ?? null]);
