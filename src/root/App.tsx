import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { signInPages } from '@/features/pages/auth/signInPages';
import { ensureScreenMessages } from '@/i18n/screenMessages';
import { PageLoading } from '@/routes/PageLoading';
import { loadAdmin } from './loadAdmin';
import SignInRoot from './SignInRoot';

const AdminRoot = lazy(loadAdmin);
/** Fetched while the browser is idle on a sign-in page, so the admin opens at once after signing in. */
const prefetchAdmin = () => {
  void loadAdmin().catch(() => undefined);
  void ensureScreenMessages('admin').catch(() => undefined);
};

/** The sign-in pages without react-admin; everything else inside the admin, loaded on demand. */
function Root() {
  const { pathname } = useLocation();
  const signIn = signInPages.find((entry) => entry.path === pathname);
  if (signIn) return <SignInRoot entry={signIn} prefetch={prefetchAdmin} />;
  return (
    <Suspense fallback={<PageLoading minHeight="100vh" />}>
      <AdminRoot />
    </Suspense>
  );
}

/**
 * The application root. A data router, so that a form with unsaved changes can stop every way out: links, the
 * browser's Back and Forward buttons, and navigation that code starts (react-admin's routes nest inside it).
 */
export function App({
  createRouter = createBrowserRouter,
}: {
  /** The browser's router; a memory router when the build renders the sign-in pages (scripts/prerender-plugin.ts). */
  createRouter?: (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;
}) {
  const [router] = useState(() => createRouter([{ path: '*', element: <Root /> }]));
  return <RouterProvider router={router} />;
}
