import { matchPath } from 'react-router-dom';
import type { RouteEntry } from './types';

/*
 * Every feature declares its paths in a `routes.ts` beside it (`export const routes: RouteEntry[]`); they are collected
 * here, so adding a screen never edits this file. Route modules hold only metadata and lazy loaders.
 */
const modules = import.meta.glob<RouteEntry[]>('/src/**/routes.ts', { eager: true, import: 'routes' });

const extraSources: Array<() => RouteEntry[]> = [];

/** Lets other registries (the resource generator) contribute entries to menu, search and breadcrumbs. */
export function registerRouteSource(source: () => RouteEntry[]) {
  extraSources.push(source);
  cached = null;
}

let cached: RouteEntry[] | null = null;

export function routeTable(): RouteEntry[] {
  cached ??= [...Object.values(modules).flat(), ...extraSources.flatMap((source) => source())];
  return cached;
}

/** The entry for a location; static segments win over parameters, as in the router. */
export function findRoute(pathname: string, table: RouteEntry[] = routeTable()): RouteEntry | undefined {
  const matches = table.filter((entry) => matchPath({ path: entry.path, end: true }, pathname));
  const score = (entry: RouteEntry) => entry.path.split('/').filter((s) => s && !s.startsWith(':') && s !== '*').length;
  return matches.sort((a, b) => score(b) - score(a))[0];
}
