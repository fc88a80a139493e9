import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
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

// Read by the route smoke test and tooling: every concrete path the route table declares.
window.__ROUTE_PATHS__ = routeTable().flatMap((entry) =>
  concretePaths(entry).map((path) => ({ path, layout: entry.layout ?? 'content' })),
);

/** The route entry of a path, areas included: what to preload at boot (preloadFirstScreen.ts) without another chunk. */
export const firstRouteOf = (pathname: string) => findRoute(pathname);

/**
 * The admin: react-admin's shell with every route of the route table (full-layout ones without chrome). It loads
 * after sign-in, or while the browser is idle on a sign-in page (src/root/App.tsx).
 */
export default function AdminRoot() {
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
