import { getAccessToken, getRefreshToken, isSignedIn, subscribeSession } from '@/auth/session';

/** Refresh when this share of the shorter-lived token's lifetime has passed. */
const AHEAD_SHARE = 0.8;
/** After a refresh attempt, wait at least this long before the next one (ms): a server that cannot be reached, or
 * tokens that did not change, never make a loop. */
const BETWEEN_ATTEMPTS_MS = 30_000;

/** When a JWT was issued and expires (seconds since the epoch), read from its payload; the server checks the signature. */
export function tokenTimes(token: string | null): { iat: number; exp: number } | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: unknown; exp?: unknown };
    return typeof claims.iat === 'number' && typeof claims.exp === 'number'
      ? { iat: claims.iat, exp: claims.exp }
      : null;
  } catch {
    return null;
  }
}

/**
 * Milliseconds from `nowMs` until the tokens should be refreshed (0: now), or null when there is nothing to keep
 * alive: no readable token, or the refresh token has already expired (the next call then asks to sign in again).
 */
export function refreshDelay(access: string | null, refresh: string | null, nowMs: number): number | null {
  const times = [tokenTimes(access), tokenTimes(refresh)].filter((t): t is { iat: number; exp: number } => t !== null);
  const refreshTimes = tokenTimes(refresh);
  if (times.length === 0 || (refreshTimes && refreshTimes.exp * 1000 <= nowMs)) return null;
  const due = Math.min(...times.map(({ iat, exp }) => (iat + (exp - iat) * AHEAD_SHARE) * 1000));
  return Math.max(0, due - nowMs);
}

/**
 * While the tab is signed in and visible, trades the tokens before they expire (under the client's cross-tab lock),
 * so an administrator who writes for longer than a token lives can still save. Returns a function that stops it.
 */
export function keepSessionFresh(refreshNow: () => Promise<unknown>): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pausedUntil = 0;

  const schedule = () => {
    clearTimeout(timer);
    if (!isSignedIn() || document.visibilityState !== 'visible') return;
    const delay = refreshDelay(getAccessToken(), getRefreshToken(), Date.now());
    if (delay === null) return;
    timer = setTimeout(
      () => {
        if (document.visibilityState !== 'visible' || !isSignedIn()) return;
        pausedUntil = Date.now() + BETWEEN_ATTEMPTS_MS;
        refreshNow().then(schedule, schedule);
      },
      Math.max(delay, pausedUntil - Date.now()),
    );
  };

  schedule();
  document.addEventListener('visibilitychange', schedule);
  // New tokens (this tab or another one), a sign-in or a sign-out: plan again.
  const unsubscribe = subscribeSession(schedule);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', schedule);
    unsubscribe();
  };
}
