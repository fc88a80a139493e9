import { ensureScreenMessages } from '@/i18n/screenMessages';
import type { RouteEntry, ScreenModule } from './types';

/** The screens whose module and strings are in, by entry. */
const loaded = new WeakMap<RouteEntry, ScreenModule>();

/**
 * What a route's screen waits for before it renders: its module and, unless it shows only shell strings, the
 * features' strings it needs. The boot preload (src/root/preloadFirstScreen.ts) and the build's list of each first
 * screen's files (scripts/first-screens-plugin.ts) start the same loads. Its own module: the entry imports it, and
 * none of the rest of ./lazyScreen.ts.
 */
export const loadScreen = (entry: RouteEntry): Promise<ScreenModule> =>
  Promise.all([entry.screen(), entry.shellMessagesOnly ? undefined : ensureScreenMessages(entry.messages)]).then(
    ([module]) => {
      loaded.set(entry, module);
      return module;
    },
  );

/** The screen's module if a `loadScreen` of it has finished, so it can render without waiting. */
export const loadedScreen = (entry: RouteEntry): ScreenModule | undefined => loaded.get(entry);
