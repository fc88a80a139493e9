import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { NavigationContext, type Navigation } from './navigation';

/** Navigation through react-router, inside the admin: its blockers (unsaved forms) and react-admin see every move. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const value = useMemo<Navigation>(
    () => ({ location: { pathname, search, state }, navigate: (to, options) => void navigate(to, options) }),
    [pathname, search, state, navigate],
  );
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
