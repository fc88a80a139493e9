import { Navigate } from 'react-router-dom';
import { isSignedIn, useSessionUser } from '@/auth/session';
import { homeFor } from '@/auth/homeFor';

/**
 * `/`: straight to where the visitor belongs, in one redirect — their home when signed in, the sign-in page when
 * not (going by /home first bounced between the two while react-admin's own check ran).
 */
export function RedirectHome() {
  const user = useSessionUser();
  return (
    <Navigate
      to={isSignedIn() && user ? (homeFor(user.role) === '/' ? '/home' : homeFor(user.role)) : '/login'}
      replace
    />
  );
}
export const RedirectNotFound = () => <Navigate to="/error-404" replace />;
