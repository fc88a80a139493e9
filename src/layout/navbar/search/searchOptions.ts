import type { SearchHit } from '@/contract/search';
import { listSearchPath } from '@/admin-kit/declaration';
import type { Translate } from '@/i18n/messageKeys';
import type { SearchItem } from '@/routes/menu';

/*
 * What the navbar search lists, as groups of options: the pages whose title or path match, then the records found,
 * one group per area in the order of its best record, each closed by "see all" (the area's list searched for the
 * same text). One flat order of options for the keyboard.
 */

export type SearchOption =
  | { kind: 'screen'; key: string; path: string; item: SearchItem }
  | { kind: 'record'; key: string; path: string; hit: SearchHit }
  | { kind: 'seeAll'; key: string; path: string; area: string };

export interface SearchGroup {
  key: string;
  /** The area of a group of records; none for the pages. */
  area?: string;
  options: SearchOption[];
}

/**
 * Where an area's records lead the signed-in person, whether they may open its list, and the field that names its
 * records; undefined: no such area.
 */
export type AreaLinks = (
  area: string,
) => { record: (id: number) => string | false; list: boolean; nameField: string } | undefined;

/** The most pages listed: all of them when nothing is typed is too many to scan, and records need the room. */
export const MAX_PAGES = 12;
export const MAX_PAGES_BESIDE_RECORDS = 6;

export function filterSearchItems(items: SearchItem[], query: string, translate: Translate, max = MAX_PAGES) {
  const q = query.trim().toLowerCase();
  if (!q) return items.slice(0, max);
  return items
    .filter((item) => translate(item.title).toLowerCase().includes(q) || item.path.toLowerCase().includes(q))
    .slice(0, max);
}

/** The groups of options for the pages and records that match `q`. */
export function searchGroups(pages: SearchItem[], hits: SearchHit[], q: string, links: AreaLinks): SearchGroup[] {
  const groups: SearchGroup[] = [];
  if (pages.length)
    groups.push({
      key: 'pages',
      options: pages.map((item) => ({ kind: 'screen', key: `page:${item.path}`, path: item.path, item })),
    });
  const byArea = new Map<string, SearchHit[]>();
  for (const hit of hits) byArea.set(hit.area, [...(byArea.get(hit.area) ?? []), hit]);
  for (const [area, found] of byArea) {
    const link = links(area);
    if (!link) continue;
    const list = link.list && listSearchPath(area, q);
    const options: SearchOption[] = [];
    for (const hit of found) {
      const path = link.record(hit.id) || list;
      if (path) options.push({ kind: 'record', key: `record:${area}:${hit.id}`, path, hit });
    }
    if (list) options.push({ kind: 'seeAll', key: `all:${area}`, path: list, area });
    if (options.length) groups.push({ key: `area:${area}`, area, options });
  }
  return groups;
}
