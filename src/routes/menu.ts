import { useMemo } from 'react';
import { useSessionUser } from '@/auth/session';
import { buildAbility, can, DEFAULT_ABILITY } from '@/auth/abilities';
import { findRoute, routeTable } from './table';
import { concretePaths, type MenuGroup, type RouteEntry } from './types';
import type { MessageKey } from '@/i18n/messageKeys';

export const MENU_GROUPS: MenuGroup[] = [
  'dashboards',
  'management',
  'apps',
  'pages',
  'ui',
  'forms',
  'charts',
  'others',
];

export interface MenuSection {
  group: MenuGroup;
  items: RouteEntry[];
}

/** Whether the current user may open an entry (the same rule as the guard, for menus, search and buttons). */
export function mayOpen(
  entry: RouteEntry,
  signedIn: boolean,
  ability = buildAbility(DEFAULT_ABILITY),
  kind?: string,
): boolean {
  if (entry.access === 'public') return true;
  if (entry.access === 'guest') return !signedIn;
  if (entry.access === 'admin') return signedIn && kind === 'admin';
  return signedIn && can(entry.action ?? 'read', entry.subject, ability);
}

/** Whether the signed-in user may open the page at `path` (chrome hides what leads nowhere for them). */
export function useMayOpen(path: string): boolean {
  const user = useSessionUser();
  return useMemo(() => {
    const entry = findRoute(path);
    return Boolean(entry) && mayOpen(entry!, user !== null, buildAbility(user?.ability ?? DEFAULT_ABILITY), user?.role);
  }, [user, path]);
}

function useVisibleEntries(): RouteEntry[] {
  const user = useSessionUser();
  return useMemo(() => {
    const ability = buildAbility(user?.ability ?? DEFAULT_ABILITY);
    return routeTable().filter((entry) => mayOpen(entry, user !== null, ability, user?.role));
  }, [user]);
}

/** Menu sections in group order, each sorted by its entries' order; empty sections are left out. */
export function useMenuSections(): MenuSection[] {
  const visible = useVisibleEntries();
  return useMemo(
    () =>
      MENU_GROUPS.map((group) => ({
        group,
        items: visible.filter((entry) => entry.menu?.group === group).sort((a, b) => a.menu!.order - b.menu!.order),
      })).filter((section) => section.items.length > 0),
    [visible],
  );
}

export interface SearchItem {
  path: string;
  title: MessageKey;
  entry: RouteEntry;
}

/** Every page the user may open, for the navbar search and bookmarks. */
export function useSearchItems(): SearchItem[] {
  const visible = useVisibleEntries();
  return useMemo(
    () =>
      visible
        .filter((entry) => entry.searchable ?? true)
        .flatMap((entry) => concretePaths(entry).map((path) => ({ path, title: entry.title, entry }))),
    [visible],
  );
}

export type MenuNode = { kind: 'item'; entry: RouteEntry } | { kind: 'section'; key: MessageKey; items: RouteEntry[] };

/** Items of one group, with entries sharing a `menu.section` folded into one sub-menu placed where its first item is. */
export function nestSections(items: RouteEntry[]): MenuNode[] {
  const nodes: MenuNode[] = [];
  const sections = new Map<string, RouteEntry[]>();
  for (const entry of items) {
    const key = entry.menu?.section;
    if (!key) {
      nodes.push({ kind: 'item', entry });
    } else if (sections.has(key)) {
      sections.get(key)!.push(entry);
    } else {
      const list = [entry];
      sections.set(key, list);
      nodes.push({ kind: 'section', key, items: list });
    }
  }
  return nodes;
}
