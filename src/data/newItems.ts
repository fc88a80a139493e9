import type { LiveEvent } from '@/contract/events';

/*
 * The menu's badges: records colleagues added to each area since this person last had its list on screen, from the
 * live events (src/root/LiveUpdates.tsx). Kept for this tab's session; no React here (src/layout/menu shows them).
 */
const counts = new Map<string, number>();
const onScreen = new Map<string, number>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** A committed change: a create by someone else, in an area whose list is not on screen, counts. */
export function noteNewItem(event: LiveEvent, me: unknown) {
  if (event.action !== 'create' || onScreen.has(event.area)) return;
  if (event.actor.id !== null && String(event.actor.id) === String(me)) return;
  counts.set(event.area, (counts.get(event.area) ?? 0) + 1);
  changed();
}

export const newItemsIn = (area: string) => counts.get(area) ?? 0;

export function subscribeNewItems(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The area's list is on screen: its count is seen, and stays at none until the list goes. */
export function listOnScreen(area: string): () => void {
  onScreen.set(area, (onScreen.get(area) ?? 0) + 1);
  if (counts.delete(area)) changed();
  return () => {
    const left = (onScreen.get(area) ?? 1) - 1;
    if (left) onScreen.set(area, left);
    else onScreen.delete(area);
  };
}

/** Forgets every count (signed out). */
export function clearNewItems() {
  counts.clear();
  changed();
}
