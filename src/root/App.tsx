import { lazy, Suspense, useRef } from 'react';
import { signInPages } from '@/features/pages/auth/signInPages';
import { ensureScreenMessages } from '@/i18n/screenMessages';
import { BrowserNavigation, useBrowserLocation } from '@/routes/browserNavigation';
import { PageLoading } from '@/routes/PageLoading';
import { loadAdmin } from './loadAdmin';
import SignInRoot from './SignInRoot';

const RoutedAdmin = lazy(loadAdmin);
/** Fetched while the browser is idle on a sign-in page, so the admin opens at once after signing in. */
const prefetchAdmin = () => {
  void loadAdmin().catch(() => undefined);
  void ensureScreenMessages('admin').catch(() => undefined);
};

/**
 * The application root. A sign-in page renders without react-admin and without react-router (a small history store
 * moves between them); any other page loads the admin, whose router then owns the history, sign-in pages included
 * (src/root/AdminRoot.tsx).
 */
export function App() {
  const { pathname } = useBrowserLocation();
  // Once the admin's router has started it stays: it alone sees the moves it makes.
  const routed = useRef(false);
  const signIn = routed.current ? undefined : signInPages.find((entry) => entry.path === pathname);
  if (signIn) {
    return (
      <BrowserNavigation>
        <SignInRoot entry={signIn} prefetch={prefetchAdmin} />
      </BrowserNavigation>
    );
  }
  routed.current = true;
  return (
    <Suspense fallback={<PageLoading minHeight="100vh" />}>
      <RoutedAdmin />
    </Suspense>
  );
}
