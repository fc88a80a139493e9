import type { AreaPaths } from './declaration';

/*
 * Where the screens lead to a record and to an area's list, from what the first page knows of an area (its paths),
 * so the navbar search links records without loading the areas' models.
 */

/**
 * A record's page: its edit page for who may edit it, else its detail page for who may read it (a reader never meets
 * an edit page that refuses them); false when neither.
 */
export function recordPathOf(
  area: string,
  paths: AreaPaths,
  id: string | number,
  may: { edit: boolean; show: boolean },
): string | false {
  const path = `/${area}/${encodeURIComponent(String(id))}`;
  if (paths.edit && may.edit) return path;
  if (paths.show && may.show) return `${path}/show`;
  return false;
}

/** The area's list searched for `q` (react-admin reads its filter from the address). */
export const listSearchPath = (area: string, q: string) =>
  `/${area}?filter=${encodeURIComponent(JSON.stringify({ q }))}`;
