import { api } from '@/data/api';
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

/** Stores what a successful sign-in or registration returned. */
export function startSession({ userData, accessToken, refreshToken }: LoginResult) {
  setTokens(accessToken, refreshToken);
  setUser(userData);
}

/**
 * Signs in with the API (or `path`, another sign-in endpoint) and starts the session; resolves to where the user
 * belongs. A refused sign-in rejects with the ApiError (its `fields` say why, at the e-mail).
 */
export async function signIn(params: {
  email: string;
  password: string;
  path?: string;
}): Promise<{ redirectTo: string }> {
  const body = await api.post<Partial<LoginResult> | undefined>(params.path ?? 'auth/login', {
    email: params.email,
    password: params.password,
  });
  if (!body?.userData || !body.accessToken) throw new Error('auth.errors.generic');
  startSession(body as LoginResult);
  return { redirectTo: homeFor(body.userData.role) };
}
