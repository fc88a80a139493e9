import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Box, LinearProgress } from '@mui/material';
import { isSignedIn, useSessionUser } from '@/auth/session';
import { can } from '@/auth/abilities';
import { homeFor } from '@/auth/homeFor';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { screenOf } from './lazyScreen';
import { useDocumentTitle } from './useDocumentTitle';
import type { RouteEntry } from './types';

export const LOGIN_PATH = '/login';
export const NOT_AUTHORIZED_PATH = '/pages/miscellaneous/not-authorized';

type Decision = { allow: true } | { allow: false; to: string };

/** The route guard of seed section 6, reading subject and action from the route table. */
export function decideAccess(entry: RouteEntry, user: { role: string } | null, signedIn: boolean): Decision {
  if (entry.access === 'public') return { allow: true };
  if (entry.access === 'guest') return signedIn ? { allow: false, to: homeFor(user?.role) } : { allow: true };
  if (!signedIn) return { allow: false, to: LOGIN_PATH };
  if (entry.access === 'admin') return user?.role === 'admin' ? { allow: true } : { allow: false, to: NOT_AUTHORIZED_PATH };
  return can(entry.action ?? 'read', entry.subject) ? { allow: true } : { allow: false, to: NOT_AUTHORIZED_PATH };
}

export function RouteScreen({ entry }: { entry: RouteEntry }) {
  const user = useSessionUser();
  const location = useLocation();
  useDocumentTitle(entry.title);
  const decision = decideAccess(entry, user, isSignedIn());
  if (!decision.allow) {
    const state = decision.to === LOGIN_PATH ? { from: location.pathname + location.search } : undefined;
    return <Navigate to={decision.to} replace state={state} />;
  }
  const Screen = screenOf(entry);
  return (
    <ChunkErrorBoundary resetKey={location.pathname}>
      {/* The fallback holds the screen's place (the footer stays below the fold), so the screen arriving shifts nothing. */}
      <Suspense fallback={<Box sx={{ minHeight: '100vh', p: 2 }}><LinearProgress aria-label="loading" /></Box>}>
        <Screen />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
