import { DEFAULT_LOCALE } from './locales';
import type { MessageScope } from './types';

/** Every translator's reload (the admin's, the sign-in pages'): each loads the screens' strings of its locale. */
type Refresh = (scope: MessageScope) => Promise<void>;
const refreshes = new Set<Refresh>();

const loading = new Map<MessageScope, Promise<void>>();

/** Registers a translator's reload; one registered after strings started loading reloads once they are in. */
export function onScreenMessages(refresh: Refresh) {
  refreshes.add(refresh);
  for (const [scope, loaded] of loading)
    loading.set(
      scope,
      loaded.then(() => refresh(scope)).catch(() => undefined),
    );
}

/**
 * The features' strings a screen needs (`all` unless it says otherwise), loaded once before it renders (the shell's
 * strings come with the app).
 */
export function ensureScreenMessages(scope: MessageScope = 'all'): Promise<void> {
  let loaded = loading.get(scope);
  if (!loaded) {
    // messages.ts carries the admin's shell strings: loaded here, not before, so the sign-in pages do without them.
    loaded = (
      refreshes.size
        ? Promise.all([...refreshes].map((refresh) => refresh(scope)))
        : import('./messages').then((m) => m.loadScreenMessages(DEFAULT_LOCALE, scope))
    )
      .then(() => undefined)
      .catch((error: unknown) => {
        loading.delete(scope);
        throw error;
      });
    loading.set(scope, loaded);
  }
  return loaded;
}
