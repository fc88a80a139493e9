import { apiFetch } from '@/data/httpClient';
import { homeFor } from './homeFor';
import { setTokens, setUser, type SessionUser } from './session';

/*
 * Signing in, apart from react-admin's auth provider (which wraps it), so the sign-in page needs neither react-admin
 * nor the abilities engine.
 */

export interface LoginResult {
  userData: SessionUser;
  accessToken: string;
  refreshToken?: string;
}

export class LoginError extends Error {
  constructor(public fields: Record<string, string[] | string>) {
    super(Object.values(fields).flat()[0] ?? 'Sign-in failed');
    this.name = 'LoginError';
  }
}

/** Stores what a successful sign-in or registration returned. */
export function startSession({ userData, accessToken, refreshToken }: LoginResult) {
  setTokens(accessToken, refreshToken);
  setUser(userData);
}

/** Signs in with the API (or `path`, another sign-in endpoint) and starts the session; resolves to where the user belongs. */
export async function signIn(params: { email: string; password: string; path?: string }): Promise<{ redirectTo: string }> {
  const response = await apiFetch(params.path ?? 'auth/login', { method: 'POST', body: JSON.stringify({ email: params.email, password: params.password }) });
  const body = (await response.json().catch(() => ({}))) as Partial<LoginResult> & { error?: Record<string, string[]>; message?: string };
  if (!response.ok || !body.userData || !body.accessToken) {
    throw new LoginError(body.error ?? { email: [body.message ?? 'Something went wrong'] });
  }
  startSession(body as LoginResult);
  return { redirectTo: homeFor(body.userData.role) };
}
