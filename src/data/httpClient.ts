import { API_URL } from './config';
import type { SessionUser } from '@/contract/types';
import { endSession, getAccessToken, getRefreshToken, setTokens, setUser } from '@/auth/session';

/** Calls that must never carry a bearer token (seed section 7). */
const NO_BEARER = /\/account\/(forgot-password|reset-password|resend-otp)(\?|$)/;
/** 401 messages that mean wrong credentials, not an expired token (seed section 8). */
const WRONG_CREDENTIALS = ['Email not registered', 'Incorrect email or password'];

export const SESSION_ENDED_EVENT = 'auth:session-ended';

export class SessionEndedError extends Error {
  status = 401;
  constructor() {
    super('auth.sessionExpired');
    this.name = 'SessionEndedError';
  }
}

export interface HttpClientDeps {
  fetch: typeof fetch;
  apiUrl: string;
  /** Serialises refreshes across tabs; the default uses the Web Locks API when the browser has it. */
  withLock: <T>(run: () => Promise<T>) => Promise<T>;
}

const webLock = <T,>(run: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? (navigator.locks.request('auth-token-refresh', run) as Promise<T>)
    : run();

async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { message?: unknown; error?: unknown };
    const message = body.message ?? body.error;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

export function resolveUrl(input: string, apiUrl: string): string {
  if (/^https?:\/\//.test(input) || input.startsWith('/')) return input;
  return `${apiUrl}/${input}`;
}

/**
 * The one HTTP client every API call goes through. On a 401 it refreshes the tokens once for any number of
 * concurrent failures, then replays each failed call once with the new token. A failed refresh rejects every
 * queued call, clears the session and announces it, so nothing hangs.
 */
export function createHttpClient(deps: HttpClientDeps) {
  let refreshing: Promise<string> | null = null;

  const withAuth = (url: string, init: RequestInit, token: string | null): RequestInit => {
    const headers = new Headers(init.headers);
    if (!NO_BEARER.test(url) && token) headers.set('Authorization', `Bearer ${token}`);
    if (init.body && typeof init.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    return { ...init, headers };
  };

  async function refresh(failedWith: string | null): Promise<string> {
    return deps.withLock(async () => {
      // Another tab may have refreshed while this one waited for the lock: use its tokens instead of spending
      // the (rotated) refresh token a second time, which would sign both tabs out.
      const current = getAccessToken();
      if (current && current !== failedWith) return current;
      const response = await deps.fetch(`${deps.apiUrl}/auth/refresh-token`, withAuth(`${deps.apiUrl}/auth/refresh-token`, {
        method: 'POST',
        body: JSON.stringify({ refreshToken: getRefreshToken() }),
      }, current));
      if (!response.ok) throw new SessionEndedError();
      const tokens = (await response.json()) as { accessToken?: string; refreshToken?: string; userData?: SessionUser };
      if (!tokens.accessToken) throw new SessionEndedError();
      setTokens(tokens.accessToken, tokens.refreshToken);
      // The person as they are now: a role changed since sign-in reaches the menus and the guard here.
      if (tokens.userData) setUser(tokens.userData);
      return tokens.accessToken;
    });
  }

  function refreshOnce(failedWith: string | null): Promise<string> {
    refreshing ??= refresh(failedWith)
      .catch((error: unknown) => {
        endSession('auth.sessionExpired');
        if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(SESSION_ENDED_EVENT));
        throw error instanceof SessionEndedError ? error : new SessionEndedError();
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  return async function request(input: string, init: RequestInit = {}): Promise<Response> {
    const url = resolveUrl(input, deps.apiUrl);
    // No access token stored: send the refresh token instead (seed section 7).
    const token = getAccessToken() ?? getRefreshToken();
    const response = await deps.fetch(url, withAuth(url, init, token));
    if (response.status !== 401 || NO_BEARER.test(url) || url.endsWith('/auth/refresh-token')) return response;
    const message = await messageOf(response);
    if (message && WRONG_CREDENTIALS.includes(message)) return response;
    if (!getRefreshToken()) return response;
    const fresh = await refreshOnce(getAccessToken() === token ? token : null);
    init.signal?.throwIfAborted();
    return deps.fetch(url, withAuth(url, init, fresh));
  };
}

/** The application's client (demo mode: the in-browser worker answers). */
export const apiFetch = createHttpClient({ fetch: (...args) => fetch(...args), apiUrl: API_URL, withLock: webLock });

/** JSON convenience: throws an `ApiError` with the parsed body on a non-2xx answer. */
export class ApiError extends Error {
  constructor(public status: number, public body: unknown) {
    super(`Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

export async function apiJson<T>(input: string, init: RequestInit = {}): Promise<T> {
  const response = await apiFetch(input, init);
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}
