/*
 * What the demo database tells the screens: a notice from start-up (the stored data could not be read, or cannot be
 * stored at all), a write that storage refused, and changes another tab made. Kept free of the mock's own imports, so
 * the app shell can listen without loading the mock API.
 */

/** `recovered`: the stored data was unreadable and the demo started again from the fixtures (a raw copy was kept). `unavailable`: this browser cannot store demo data; changes last until a reload. */
export type StartupNotice = 'recovered' | 'unavailable';

export type DemoDataEvent =
  | { type: 'notice'; notice: StartupNotice | null }
  | { type: 'write-failed' }
  /** Another tab changed or reset the data; the screens should read it again. */
  | { type: 'remote-change' };

type Listener = (event: DemoDataEvent) => void;

const listeners = new Set<Listener>();
let notice: StartupNotice | null = null;

export function emitDemoDataEvent(event: DemoDataEvent): void {
  for (const listener of [...listeners]) listener(event);
}

/** Subscribes; the returned function unsubscribes. */
export function onDemoDataEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The start-up notice still to show, if any (it outlives a late-mounted listener). */
export const startupNotice = (): StartupNotice | null => notice;

export function setStartupNotice(next: StartupNotice | null): void {
  notice = next;
  emitDemoDataEvent({ type: 'notice', notice });
}
