import { lazy, Suspense, useRef } from 'react';
import { signInPages } from '@/features/pages/auth/signInPages';
import { BrowserNavigation, useBrowserLocation } from '@/routes/browserNavigation';
import { PageLoading } from '@/routes/PageLoading';
import { loadAdmin } from './loadAdmin';
import { prefetchAdmin } from './prefetchAdmin';
import SignInRoot from './SignInRoot';

const RoutedAdmin = lazy(loadAdmin);
/** Once the browser is idle on a sign-in page (its idle callback passes a deadline, not a document). */
const prefetchWhenIdle = () => prefetchAdmin();

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
        <SignInRoot entry={signIn} prefetch={prefetchWhenIdle} />
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
