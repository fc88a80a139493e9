import { useSyncExternalStore } from 'react';
import type { AbilityRule, SessionUser } from '@/contract/types';
import type { MessageKey } from '@/i18n/messageKeys';

export type { AbilityRule, SessionUser };

export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const USER_KEY = 'userData';

type Listener = () => void;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((listener) => listener());

let cachedRaw: string | null | undefined;
let cachedUser: SessionUser | null = null;

export function getUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cachedUser = raw ? (JSON.parse(raw) as SessionUser) : null;
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

export const getAccessToken = () => localStorage.getItem(ACCESS_TOKEN_KEY);
export const getRefreshToken = () => localStorage.getItem(REFRESH_TOKEN_KEY);

/** Signed in means both a stored user record and a stored access token (seed section 4). */
export const isSignedIn = () => getUser() !== null && getAccessToken() !== null;

export function setTokens(accessToken: string, refreshToken?: string) {
  localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
  if (refreshToken) localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  emit();
}

export function setUser(user: SessionUser) {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  emit();
}

export function updateUser(patch: Partial<SessionUser>) {
  const user = getUser();
  if (user) setUser({ ...user, ...patch });
}

export function clearSession() {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  emit();
}

/** Where the sign-in form keeps the last e-mail when "Remember me" is ticked; its first render fills it in. */
export const REMEMBERED_EMAIL = 'rememberedEmail';

const END_REASON_KEY = 'sessionEndReason';

/**
 * Ends the session for a reason the sign-in page shows (an i18n key). Kept in session storage: whichever redirect
 * reaches the sign-in page first (the route guard, react-admin, the HTTP client's event), the reason is there.
 */
export function endSession(reason: MessageKey) {
  sessionStorage.setItem(END_REASON_KEY, reason);
  clearSession();
}

/** Why the last session ended, if it was ended for a reason and nobody signed in since. */
export const sessionEndReason = () => sessionStorage.getItem(END_REASON_KEY);
export const forgetSessionEndReason = () => sessionStorage.removeItem(END_REASON_KEY);

/** Calls `listener` whenever the session changes, in this tab or another; returns the unsubscribe. */
export function subscribeSession(listener: Listener) {
  listeners.add(listener);
  // Another tab signing in or out changes local storage; follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || [USER_KEY, ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY].includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribeSession, getUser, getUser);
}
