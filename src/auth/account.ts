import { api } from '@/data/api';
import type { SessionUser, TokenPair } from '@/contract/types';
import { setTokens, setUser } from './session';

/*
 * The signed-in person's own record (`/v1/account/…`): whoever signs in, a client included, reads and writes only
 * their own. Account settings and the profile page use these calls, through the token-refreshing client.
 */

/** The query key of `GET /v1/account/me` (react-query). */
export const ACCOUNT_ME_KEY = ['account', 'me'] as const;

/** What `PUT /v1/account/me` accepts: the parts of the record a person edits themselves. */
export interface AccountUpdate {
  fullName: string;
  email: string;
  avatar: string | null;
  /** Needed to change the e-mail. */
  currentPassword?: string;
}

export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
}

/** `POST /v1/account/change-password`: every other session is signed out; this one goes on with the new pair. */
export interface PasswordChangeResponse extends TokenPair {
  message: string;
}

export const fetchAccount = () => api.get<SessionUser>('account/me');

/** Saves the person's name, e-mail and avatar and stores the answer as the session user (the navbar shows it). */
export async function saveAccount(update: AccountUpdate): Promise<SessionUser> {
  const user = await api.put<SessionUser>('account/me', update);
  setUser(user);
  return user;
}

/** Changes the password after the server checked the current one, and keeps this session with the new tokens. */
export async function changePassword(request: PasswordChangeRequest): Promise<PasswordChangeResponse> {
  const answer = await api.post<PasswordChangeResponse>('account/change-password', request);
  setTokens(answer.accessToken, answer.refreshToken);
  return answer;
}

let refreshing: Promise<void> | null = null;

/**
 * Reads the signed-in person again and stores them as the session user, so the menu, the route guard and the buttons
 * follow a role changed meanwhile (the API refused a call: 403) without waiting for the next token refresh.
 * Concurrent calls share one request; a failure leaves the session as it was.
 */
export function refreshSessionUser(): Promise<void> {
  refreshing ??= fetchAccount()
    .then(setUser)
    .catch(() => undefined)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}
