import { EVENTS_PATH } from '@/contract/events';
import { API_URL } from './config';
import { readErrorBody } from './apiError';
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

/** The refresh could not reach a working server (network error, timeout, 5xx) after its retries: the tokens are kept. */
export class ServerUnreachableError extends Error {
  status = 503;
  constructor() {
    super('auth.serverUnreachable');
    this.name = 'ServerUnreachableError';
  }
}

export interface HttpClientDeps {
  fetch: typeof fetch;
  apiUrl: string;
  /** Serialises refreshes across tabs; the default uses the Web Locks API when the browser has it. */
  withLock: <T>(run: () => Promise<T>) => Promise<T>;
  /** Pauses before each new attempt when a refresh fails on the network or the server (ms). */
  retryDelays?: number[];
  /** How long one refresh attempt may take before it counts as a network failure (ms). */
  refreshTimeoutMs?: number;
  /**
   * The refresh token was refused. A dialog may sign the same person in again (a form has unsaved changes):
   * resolves with the new access token, or null when the session really ends.
   */
  reauthenticate?: () => Promise<string | null>;
  /**
   * Runs before each call: `demo` for an address outside the API (the template's demo endpoints), `api` for the
   * API. The app starts the in-browser mock here, on the first call that needs it.
   */
  beforeCall?: (kind: 'api' | 'demo') => Promise<void>;
}

const webLock = <T>(run: () => Promise<T>): Promise<T> =>
  typeof navigator !== 'undefined' && navigator.locks
    ? (navigator.locks.request('auth-token-refresh', run) as Promise<T>)
    : run();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function messageOf(response: Response): Promise<string | undefined> {
  return readErrorBody(
    await response
      .clone()
      .json()
      .catch(() => null),
  ).reason;
}

export function resolveUrl(input: string, apiUrl: string): string {
  if (/^https?:\/\//.test(input) || input.startsWith('/')) return input;
  return `${apiUrl}/${input}`;
}

/** A call the API server answers (as opposed to the template's demo endpoints, which the in-browser mock answers). */
const isApiCall = (url: string, apiUrl: string) =>
  url === apiUrl || url.startsWith(`${apiUrl}/`) || url.startsWith(`${apiUrl}?`);

/** Calls whose 401 means the credentials, never an expired session. */
const NEVER_REFRESH = /\/(auth\/login|jwt\/login|jwt\/register|jwt\/logout|auth\/refresh-token)(\?|$)/;

/**
 * The fetch under the one API client (src/data/api.ts, which every call goes through). On a 401 it refreshes the tokens once for any number of
 * concurrent failures, then replays each failed call once with the new token. A refused refresh token ends the
 * session (unless `reauthenticate` signs the person in again); a network error, timeout or 5xx during the refresh
 * is retried with backoff and then reported as `ServerUnreachableError`, keeping the tokens. Nothing hangs.
 */
export function createHttpClient(deps: HttpClientDeps) {
  const retryDelays = deps.retryDelays ?? [1_000, 3_000];
  const refreshTimeoutMs = deps.refreshTimeoutMs ?? 15_000;
  let refreshing: Promise<string> | null = null;

  const withAuth = (url: string, init: RequestInit, token: string | null): RequestInit => {
    const headers = new Headers(init.headers);
    if (!NO_BEARER.test(url) && token) headers.set('Authorization', `Bearer ${token}`);
    if (init.body && typeof init.body === 'string' && !headers.has('Content-Type'))
      headers.set('Content-Type', 'application/json');
    return { ...init, headers };
  };

  /** One refresh attempt: the new access token, or the reason it failed. */
  async function attempt(current: string | null): Promise<string> {
    const url = `${deps.apiUrl}/auth/refresh-token`;
    let response: Response;
    try {
      response = await deps.fetch(
        url,
        withAuth(
          url,
          {
            method: 'POST',
            body: JSON.stringify({ refreshToken: getRefreshToken() }),
            signal: AbortSignal.timeout(refreshTimeoutMs),
          },
          current,
        ),
      );
    } catch {
      throw new ServerUnreachableError();
    }
    if (response.status === 400 || response.status === 401 || response.status === 403) throw new SessionEndedError();
    if (!response.ok) throw new ServerUnreachableError();
    const tokens = (await response.json().catch(() => ({}))) as {
      accessToken?: string;
      refreshToken?: string;
      userData?: SessionUser;
    };
    if (!tokens.accessToken) throw new SessionEndedError();
    setTokens(tokens.accessToken, tokens.refreshToken);
    // The person as they are now: a role changed since sign-in reaches the menus and the guard here.
    if (tokens.userData) setUser(tokens.userData);
    return tokens.accessToken;
  }

  async function refresh(failedWith: string | null): Promise<string> {
    for (let tries = 0; ; tries++) {
      try {
        return await deps.withLock(async () => {
          // Another tab may have refreshed while this one waited for the lock: use its tokens instead of spending
          // the (rotated) refresh token a second time, which would sign both tabs out.
          const current = getAccessToken();
          if (current && current !== failedWith) return current;
          return attempt(current);
        });
      } catch (error) {
        if (!(error instanceof ServerUnreachableError) || tries >= retryDelays.length) throw error;
        await pause(retryDelays[tries]);
      }
    }
  }

  async function endOrReauthenticate(error: unknown): Promise<string> {
    if (!(error instanceof SessionEndedError)) throw error;
    const fresh = deps.reauthenticate ? await deps.reauthenticate().catch(() => null) : null;
    if (fresh) return fresh;
    endSession('auth.sessionExpired');
    if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(SESSION_ENDED_EVENT));
    throw error;
  }

  function refreshOnce(failedWith: string | null): Promise<string> {
    refreshing ??= refresh(failedWith)
      .catch(endOrReauthenticate)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  async function request(input: string, init: RequestInit = {}): Promise<Response> {
    const url = resolveUrl(input, deps.apiUrl);
    await deps.beforeCall?.(isApiCall(url, deps.apiUrl) || /^https?:\/\//.test(url) ? 'api' : 'demo');
    const mayRefresh = !NO_BEARER.test(url) && !NEVER_REFRESH.test(url);
    // A refresh in flight (or a sign-in dialog): wait for it rather than spend a dead token.
    if (refreshing && mayRefresh) await refreshing.catch(() => undefined);
    // No access token stored: send the refresh token instead (seed section 7).
    const token = getAccessToken() ?? getRefreshToken();
    const response = await deps.fetch(url, withAuth(url, init, token));
    if (response.status !== 401 || !mayRefresh) return response;
    const message = await messageOf(response);
    if (message && WRONG_CREDENTIALS.includes(message)) return response;
    if (!getRefreshToken()) return response;
    const fresh = await refreshOnce(getAccessToken() === token ? token : null);
    init.signal?.throwIfAborted();
    return deps.fetch(url, withAuth(url, init, fresh));
  }

  /** Trades the refresh token now (the session keeper calls this ahead of expiry); shares a refresh in flight. */
  request.refreshNow = () => refreshOnce(getAccessToken());
  return request;
}

/** What the running app plugs into its client: the sign-in dialog over unsaved work, and the demo API's start. */
export const clientHooks: {
  reauthenticate: (() => Promise<string | null>) | null;
  beforeCall: ((kind: 'api' | 'demo') => Promise<void>) | null;
  /**
   * Browser-only mode: the API app running in this page, which answers the event stream directly. Through the
   * service worker the stream would end whenever the browser stops the idle worker.
   */
  inPageApi: ((request: Request) => Promise<Response>) | null;
} = { reauthenticate: null, beforeCall: null, inPageApi: null };

const EVENT_STREAM = `${API_URL}${EVENTS_PATH}`;

/** The application's client. */
export const apiFetch = createHttpClient({
  fetch: (input, init) =>
    clientHooks.inPageApi && input === EVENT_STREAM
      ? clientHooks.inPageApi(new Request(new URL(input, location.href), init))
      : fetch(input, init),
  apiUrl: API_URL,
  withLock: webLock,
  reauthenticate: () => clientHooks.reauthenticate?.() ?? Promise.resolve(null),
  beforeCall: (kind) => clientHooks.beforeCall?.(kind) ?? Promise.resolve(),
});
