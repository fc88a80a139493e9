import { useEffect, useState } from 'react';
import { CustomRoutes } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider, useLocation } from 'react-router-dom';
import { signInPages } from '@/features/pages/auth/signInPages';
import { handOverNavigation } from '@/routes/browserNavigation';
import { RouterNavigation } from '@/routes/RouterNavigation';
import { RedirectHome } from './Redirects';
import { i18nProvider } from '@/i18n/appI18n';
import { findRoute, routeTable } from '@/routes/table';
import { concretePaths } from '@/routes/types';
import { ThemeRoot } from '@/theme/ThemeRoot';
import { dataProvider } from '@/data/dataProvider';
import { resourceElements } from '@/admin-kit';
import { authProvider } from '@/auth/authProvider';
import { AdminShell } from './AdminShell';
import { routeElement } from './routeElements';
import SignInRoot from './SignInRoot';

// Read by the route smoke test and tooling: every concrete path the route table declares.
window.__ROUTE_PATHS__ = routeTable().flatMap((entry) =>
  concretePaths(entry).map((path) => ({ path, layout: entry.layout ?? 'content' })),
);

/** The route entry of a path, areas included: what to preload at boot (preloadFirstScreen.ts) without another chunk. */
export const firstRouteOf = (pathname: string) => findRoute(pathname);

/** React-admin's shell with every route of the route table (full-layout ones without chrome). */
function Admin() {
  const table = routeTable();
  return (
    <ThemeRoot>
      {(theme) => (
        <AdminShell theme={theme} i18nProvider={i18nProvider} dataProvider={dataProvider} authProvider={authProvider}>
          <CustomRoutes noLayout>
            {/* `/` is ours, not react-admin's dashboard: its own sign-in check bounced signed-out visitors. */}
            <Route path="/" element={<RedirectHome />} />
            {table.filter((e) => e.layout === 'full').map(routeElement)}
          </CustomRoutes>
          <CustomRoutes>{table.filter((e) => e.layout !== 'full').map(routeElement)}</CustomRoutes>
          {resourceElements}
        </AdminShell>
      )}
    </ThemeRoot>
  );
}

/** Inside the router: a sign-in page (after signing out, say) without react-admin; anything else in the admin. */
function Root() {
  const { pathname } = useLocation();
  const signIn = signInPages.find((entry) => entry.path === pathname);
  return signIn ? <SignInRoot entry={signIn} /> : <Admin />;
}

/**
 * The admin with its router. It loads after sign-in, or while the browser is idle on a sign-in page, or first on any
 * other page (src/root/App.tsx). A data router, so that a form with unsaved changes can stop every way out: links, the
 * browser's Back and Forward buttons, and navigation that code starts (react-admin's routes nest inside it).
 */
export default function AdminRoot() {
  const [router] = useState(() =>
    createBrowserRouter([
      {
        path: '*',
        element: (
          <RouterNavigation>
            <Root />
          </RouterNavigation>
        ),
      },
    ]),
  );
  useEffect(() => {
    handOverNavigation((to, options) => void router.navigate(to, options));
    return () => handOverNavigation(null);
  }, [router]);
  return <RouterProvider router={router} />;
}
