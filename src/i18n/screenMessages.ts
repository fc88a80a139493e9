import { DEFAULT_LOCALE } from './locales';

/** Every translator's reload (the admin's, the sign-in pages'): each loads the screens' strings of its locale. */
const refreshes = new Set<() => Promise<void>>();

let screenMessages: Promise<void> | undefined;

/** Registers a translator's reload; one registered after the strings started loading reloads once they are in. */
export function onScreenMessages(refresh: () => Promise<void>) {
  refreshes.add(refresh);
  if (screenMessages) screenMessages = screenMessages.then(refresh).catch(() => undefined);
}

/** Every feature's strings, loaded once before the first screen renders (the shell's strings come with the app). */
export function ensureScreenMessages(): Promise<void> {
  // messages.ts carries the admin's shell strings: loaded here, not before, so the sign-in pages do without them.
  screenMessages ??= (refreshes.size ? Promise.all([...refreshes].map((refresh) => refresh())) : import('./messages').then((m) => m.loadScreenMessages(DEFAULT_LOCALE)))
    .then(() => undefined)
    .catch((error: unknown) => {
      screenMessages = undefined;
      throw error;
    });
  return screenMessages;
}
