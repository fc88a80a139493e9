import { ensureScreenMessages } from '@/i18n/screenMessages';
import type { RouteEntry, ScreenModule } from './types';

/**
 * What a route's screen waits for before it renders: its module and, unless it shows only shell strings, the
 * features' strings it needs. The boot preload (src/root/preloadFirstScreen.ts) and the build's list of each first
 * screen's files (scripts/first-screens-plugin.ts) start the same loads. Its own module: the entry imports it, and
 * none of the rest of ./lazyScreen.ts.
 */
export const loadScreen = (entry: RouteEntry): Promise<ScreenModule> =>
  Promise.all([entry.screen(), entry.shellMessagesOnly ? undefined : ensureScreenMessages(entry.messages)]).then(
    ([module]) => module,
  );
