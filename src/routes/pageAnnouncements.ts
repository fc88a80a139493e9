import { useSyncExternalStore } from 'react';

export interface Announcement {
  text: string;
  /** Counts announcements, so the same title said twice is still a change for the live region. */
  seq: number;
}

let current: Announcement = { text: '', seq: 0 };
let lastPath: string | null = null;
const listeners = new Set<() => void>();

/**
 * Records the title shown at a path. A move to another path is announced; the first page is not (the browser reads
 * the document title on load), nor is the same page re-titled in another language.
 */
export function notePageTitle(pathname: string, title: string): void {
  const moved = lastPath !== null && lastPath !== pathname;
  lastPath = pathname;
  if (!moved) return;
  current = { text: title, seq: current.seq + 1 };
  listeners.forEach((listener) => listener());
}

/** Forgets the page history; tests use it between renders. */
export function resetPageAnnouncements(): void {
  current = { text: '', seq: 0 };
  lastPath = null;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const usePageAnnouncement = (): Announcement =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
