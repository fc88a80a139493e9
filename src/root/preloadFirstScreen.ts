import { isSignedIn } from '@/auth/session';
import { signInPages } from '@/features/pages/auth/signInPages';
import { ensureScreenMessages } from '@/i18n/screenMessages';
import { storedLocale } from '@/i18n/locales';
import type { MessageScope } from '@/i18n/types';
import { loadAdmin } from './loadAdmin';

const ignore = () => undefined;

/**
 * A signed-in reload inside the admin knows at boot what its first screen needs: the admin's root chunk, the route's
 * screen and the strings it waits for, in the stored locale. Left to the app, each level starts only once the one
 * before has loaded and rendered (admin root, then the guard renders the screen, which asks for its strings); here
 * they all start at once, through the loaders the app uses later, so nothing is fetched twice. Signed out, or on a
 * sign-in page, it starts nothing: those pages fetch the admin while the browser is idle (src/root/App.tsx).
 * Resolves once every load has started (for tests); failures are left to the screens, which retry and report them.
 */
export async function preloadFirstScreen(pathname: string): Promise<void> {
  if (!isSignedIn() || signInPages.some((entry) => entry.path === pathname)) return;
  // The route table with the areas' routes comes with the admin; importing it alone would split the admin's chunks.
  const entry = await loadAdmin().then((admin) => admin.firstRouteOf(pathname), ignore);
  if (!entry) return;
  void entry.screen().catch(ignore);
  const scope: MessageScope | undefined = entry.shellMessagesOnly ? undefined : (entry.messages ?? 'all');
  if (scope) void ensureScreenMessages(scope).catch(ignore);
  const locale = storedLocale();
  if (locale !== 'en') void import('@/i18n/messages').then((m) => m.preloadLocale(locale, scope)).catch(ignore);
}
