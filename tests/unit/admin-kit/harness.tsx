import type { ReactNode } from 'react';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { CoreAdminUI } from 'ra-core';
import { AdminContext, CustomRoutes, Notification, memoryStore as raMemoryStore } from 'react-admin';
import { MemoryRouter, Route, useLocation } from 'react-router-dom';
import { RouterNavigation } from '@/routes/RouterNavigation';
import { expect } from 'vitest';
import { resourceElements } from '@/admin-kit/resourceElements';
import { resourceRouteEntries } from '@/admin-kit/routeEntriesOf';
import { routeElement } from '@/root/routeElements';
import { authProvider } from '@/auth/authProvider';
import { setTokens, setUser, type SessionUser } from '@/auth/session';
import { dataProvider } from '@/data/dataProvider';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { v1Handlers } from '@/mock/handlers';
import { signToken } from '@/mock/auth/jwt';
import { serveMockApi } from '@tests/support/mockApi';

/*
 * The generated screens as the app wires them (route-table entries guarded by RouteScreen, react-admin resources,
 * the real data provider and auth provider), against the browser-only mode's /v1 handlers in msw/node. Only the chrome
 * (navbar, menu) is left out.
 */

/** Serves the browser-only mode's /v1 in Node with fresh demo data before each test; once per test file. */
export const serveAreaApi = () => serveMockApi({ handlers: v1Handlers });

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

/** Signs in as a demo account of fixtures/areas/admin.fixture.ts (token subject = admin id) with real tokens. */
export async function signInAs(user: SessionUser) {
  setTokens(await signToken(user.id, 'access'), await signToken(user.id, 'refresh'));
  setUser(user);
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

/** The app at `path`; `notifications` also renders the toasts (off by default: their text would double the page's). */
export function renderApp(path: string, { notifications = false } = {}) {
  const i18nProvider = createI18nProvider();
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouterNavigation>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          store={raMemoryStore()}
        >
          <CoreAdminUI layout={Layout} loginPage={false} disableTelemetry>
            <CustomRoutes>
              {resourceRouteEntries().map(routeElement)}
              <Route path="/pages/miscellaneous/not-authorized" element={<NotAuthorized />} />
            </CustomRoutes>
            {resourceElements}
          </CoreAdminUI>
          {notifications && <Notification />}
        </AdminContext>
      </RouterNavigation>
    </MemoryRouter>,
  );
}

export async function waitForPath(path: string | RegExp) {
  await waitFor(() => expect(locationNow()).toMatch(path));
}

export { screen };
