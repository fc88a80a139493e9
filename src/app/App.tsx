import { useState } from 'react';
import { CustomRoutes } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { RedirectHome } from './Redirects';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { routeTable } from '@/routes/table';
import { ThemeRoot } from '@/theme/ThemeRoot';
import { dataProvider } from '@/data/dataProvider';
import { resourceElements } from '@/admin-kit';
import { authProvider } from '@/auth/authProvider';
import { AdminShell } from './AdminShell';
import { routeElement } from './routeElements';

const i18nProvider = createI18nProvider();

/** Every route of the route table (full-layout ones without chrome), inside the providers. */
function Root() {
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

/**
 * The application root. A data router, so that a form with unsaved changes can stop every way out: links, the
 * browser's Back and Forward buttons, and navigation that code starts (react-admin's routes nest inside it).
 */
export function App() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <Root /> }]));
  return <RouterProvider router={router} />;
}
