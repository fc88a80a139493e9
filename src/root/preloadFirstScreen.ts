import { isSignedIn } from '@/auth/session';
import { signInPages } from '@/features/pages/auth/signInPages';
import { loadScreen } from '@/routes/loadScreen';
import { loadAdmin } from './loadAdmin';

const ignore = () => undefined;

/**
 * A signed-in reload inside the admin knows at boot which screen comes first. Left to the app, the screen's chunk and
 * its strings are asked for only once the admin's root has loaded, rendered, checked the session and reached the
 * route's guard; here they are asked for as soon as the admin's root chunk is in, through the loaders the app uses
 * later, so nothing is fetched twice. For home and the management lists the HTML the server sends already names these
 * chunks (scripts/first-screens-plugin.ts), so they are on their way before this runs. Signed out, or on a sign-in
 * page, it starts nothing: those pages fetch the admin while the browser is idle (src/root/App.tsx). Resolves once
 * every load has started (for tests); failures are left to the screens, which retry and report them.
 */
export async function preloadFirstScreen(pathname: string): Promise<void> {
  if (!isSignedIn() || signInPages.some((entry) => entry.path === pathname)) return;
  // The route table with the areas' routes comes with the admin; importing it alone would split the admin's chunks.
  const entry = await loadAdmin().then((admin) => admin.firstRouteOf(pathname), ignore);
  if (entry) void loadScreen(entry).catch(ignore);
}
