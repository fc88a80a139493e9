import type { ReactNode } from 'react';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { CoreAdminUI } from 'ra-core';
import { AdminContext, CustomRoutes, Notification, memoryStore as raMemoryStore } from 'react-admin';
import { MemoryRouter, Route, useLocation } from 'react-router-dom';
import { RouterNavigation } from '@/routes/RouterNavigation';
import { expect } from 'vitest';
import { resourceElements } from '@/admin-kit/resourceElements';
import { areaRouteEntries } from '@/admin-kit/routeEntriesOf';
import { routeElement } from '@/root/routeElements';
import { authProvider } from '@/auth/authProvider';
import { setTokens, setUser, type SessionUser } from '@/auth/session';
import { dataProvider } from '@/data/dataProvider';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { serveApiServer, type ServedApi } from '@tests/support/apiServer';
import type { ServerConfig } from '../../../server/context';

/*
 * The generated screens as the app wires them (route-table entries guarded by RouteScreen, react-admin resources,
 * the real data provider and auth provider), against the API server in-process (msw/node hands it every /v1 call).
 * Only the chrome (navbar, menu) is left out.
 */

let served: ServedApi | undefined;

/** The API server this file serves (its tables, its sign-in). */
export function api(): ServedApi {
  if (!served) throw new Error('serveAreaApi() first');
  return served;
}

/** Serves the API server in Node with fresh demo data before each test; once per test file. */
export function serveAreaApi(config?: Partial<ServerConfig>): ServedApi {
  served = serveApiServer({ config });
  return served;
}

// The generated screens are whole react-admin pages; on a busy machine they take seconds to settle.
configure({ asyncUtilTimeout: 30_000 });
export const SLOW = { timeout: 180_000 };

export const ADMIN: SessionUser = {
  id: 1,
  fullName: 'John Doe',
  username: 'johndoe',
  email: 'admin@demo.com',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
};
export const CLIENT: SessionUser = {
  id: 2,
  fullName: 'Jane Doe',
  username: 'janedoe',
  email: 'client@demo.com',
  role: 'client',
  ability: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
};

/** Signs in as a demo account of the admin demo data through /v1, with real tokens; returns its session user. */
export async function signInAs(user: Pick<SessionUser, 'email'>): Promise<SessionUser> {
  const { accessToken, refreshToken, userData } = await api().signIn(user.email);
  setTokens(accessToken, refreshToken);
  setUser(userData);
  return userData;
}

let currentLocation = '';
function LocationProbe() {
  const location = useLocation();
  currentLocation = `${location.pathname}${location.search}`;
  return null;
}
export const locationNow = () => currentLocation;

function Layout({ children }: { children?: ReactNode }) {
  return (
    <main>
      <LocationProbe />
      {children}
    </main>
  );
}

const NotAuthorized = () => <p>not authorized</p>;

/** How long a toast stays in tests (the app's TOAST_TIMEOUT_MS is longer); long enough to find and press Undo. */
const NOTICE_MS = 1500;

/**
 * The app at `path`; `notifications` also renders the toasts (off by default: their text would double the page's);
 * `locale` starts it in another language (load its messages first: loadScreenMessages).
 */
export function renderApp(
  path: string,
  { notifications = false, locale }: { notifications?: boolean; locale?: string } = {},
) {
  const i18nProvider = createI18nProvider();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouterNavigation>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          store={raMemoryStore(locale ? { locale } : undefined)}
        >
          <CoreAdminUI layout={Layout} loginPage={false} disableTelemetry>
            <CustomRoutes>
              {areaRouteEntries().map(routeElement)}
              <Route path="/pages/miscellaneous/not-authorized" element={<NotAuthorized />} />
            </CustomRoutes>
            {resourceElements}
          </CoreAdminUI>
          {/* A short notice: an Undo delete is sent when its notice closes (4 s in the app), and tests wait for it. */}
          {notifications && <Notification autoHideDuration={NOTICE_MS} />}
        </AdminContext>
      </RouterNavigation>
    </MemoryRouter>,
  );
}

export async function waitForPath(path: string | RegExp) {
  await waitFor(() => expect(locationNow()).toMatch(path));
}

export { screen };
