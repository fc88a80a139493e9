import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { isSignedIn, useSessionUser } from '@/auth/session';
import { LOGIN_PATH, type DecideAccess } from './guestAccess';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { PageLoading } from './PageLoading';
import { screenOf } from './lazyScreen';
import { useDocumentTitle } from './useDocumentTitle';
import { AccessLost } from './AccessLost';
import { useT } from '@/i18n/useT';
import { Redirect, useNavigation } from './navigation';
import type { RouteEntry } from './types';

/** Tells tests and tools that a screen is on the page (its layout and navbar are mounted around it). */
function MarkShown() {
  useEffect(() => {
    document.documentElement.dataset.screenShown = 'true';
  }, []);
  return null;
}

/**
 * A route's screen behind its guard (`decide`: the admin's full guard, or the sign-in pages' guest rule).
 * `afterScreen` mounts once the screen has arrived and shows.
 */
export function RouteScreen({
  entry,
  decide,
  afterScreen,
}: {
  entry: RouteEntry;
  decide: DecideAccess;
  afterScreen?: ReactNode;
}) {
  const user = useSessionUser();
  const { location } = useNavigation();
  const translate = useT();
  useDocumentTitle(entry.title);
  const decision = decide(entry, user, isSignedIn(), location.pathname);
  // The page this screen was last allowed to show: should the person lose the right while it is open (their abilities
  // were read again), it says so in place rather than jumping to the generic "not authorized" page.
  const allowedAt = useRef<string | null>(null);
  if (decision.allow) allowedAt.current = location.pathname;
  else if (entry.access !== 'guest' && isSignedIn() && allowedAt.current === location.pathname)
    return <AccessLost page={translate(entry.title)} />;
  if (!decision.allow) {
    const state = decision.to === LOGIN_PATH ? { from: location.pathname + location.search } : undefined;
    return <Redirect to={decision.to} replace state={state} />;
  }
  const Screen = screenOf(entry);
  return (
    <ChunkErrorBoundary resetKey={location.pathname}>
      {/* The fallback holds the screen's place (the footer stays below the fold), so the screen arriving shifts nothing. */}
      <Suspense
        fallback={
          <Box sx={{ minHeight: '100vh', p: 2 }}>
            <PageLoading />
          </Box>
        }
      >
        <Screen />
        <MarkShown />
        {afterScreen}
      </Suspense>
    </ChunkErrorBoundary>
  );
}
