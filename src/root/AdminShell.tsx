import { useEffect, type ReactNode } from 'react';
import { CssBaseline, LinearProgress } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { Navigate } from 'react-router-dom';
import { CoreAdminUI, type AuthProvider, type DataProvider, type I18nProvider } from 'ra-core';
import { AdminContext, localStorageStore } from 'react-admin';
import { QuietRefusedReads } from './QuietRefusedReads';
import { ScreenErrorMessage } from '@/routes/ScreenErrorMessages';
import { RouteAnnouncer } from '@/routes/RouteAnnouncer';
import { NOT_AUTHORIZED_PATH } from '@/routes/access';
import { AppLayout } from '@/layout/AppLayout';
import { DemoDataNotice } from '@/mock/notice/DemoDataNotice';
import { AppNotification } from './AppNotification';
import { DemoApiNotice } from './DemoApiNotice';
import { SignInAgainDialog } from '@/features/pages/auth/SignInAgainDialog';
import { apiFetch } from '@/data/httpClient';
import { keepSessionFresh } from '@/data/sessionKeeper';
import { RedirectNotFound } from './Redirects';
import { RightsFollowSession } from './RightsFollowSession';
import { LiveUpdates } from './LiveUpdates';

/** react-admin's Admin keeps its store (chosen locale, list preferences) in local storage; so do we. */
const store = localStorageStore();
const Loading = () => <LinearProgress aria-label="loading" sx={{ m: 2 }} />;
const ToNotAuthorized = () => <Navigate to={NOT_AUTHORIZED_PATH} replace />;
const ToLogin = () => <Navigate to="/login" replace />;
const ErrorScreen = ({ error }: { error?: Error }) => (
  <ScreenErrorMessage error={error ?? new Error('Unknown error')} />
);

interface Props {
  theme: Theme;
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  children: ReactNode;
}

/**
 * react-admin's `<Admin>` is `<AdminContext>` plus `<AdminUI>`, and AdminUI bundles a default layout, login page,
 * not-found and loading pages that this product replaces. Composing ra-core's `CoreAdminUI` with our own pieces
 * keeps those defaults out of the first page.
 */
export function AdminShell({ theme, dataProvider, authProvider, i18nProvider, children }: Props) {
  useEffect(() => keepSessionFresh(apiFetch.refreshNow), []);
  return (
    <AdminContext
      store={store}
      theme={theme}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
    >
      <CssBaseline enableColorScheme>
        <DemoApiNotice />
        <QuietRefusedReads>
          <CoreAdminUI
            layout={AppLayout}
            catchAll={RedirectNotFound}
            loginPage={false}
            loading={Loading}
            error={ErrorScreen}
            accessDenied={ToNotAuthorized}
            authenticationError={ToLogin}
            disableTelemetry
          >
            {children}
          </CoreAdminUI>
        </QuietRefusedReads>
        <AppNotification />
        <DemoDataNotice />
        <RouteAnnouncer />
        <SignInAgainDialog />
        <RightsFollowSession />
        <LiveUpdates />
      </CssBaseline>
    </AdminContext>
  );
}
