import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { RedirectHome } from './Redirects';
import { BrowserRouter } from 'react-router-dom';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { routeTable } from '@/routes/table';
import { ThemeRoot } from '@/theme/ThemeRoot';
import { dataProvider } from '@/data/dataProvider';
import { resourceElements } from '@/admin-kit';
import { authProvider } from '@/auth/authProvider';
import { AdminShell } from './AdminShell';
import { routeElement } from './routeElements';

const i18nProvider = createI18nProvider();

/** The application root: providers, then every route of the route table (full-layout ones without chrome). */
export function App() {
  const table = routeTable();
  return (
    <BrowserRouter>
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
    </BrowserRouter>
  );
}
