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
 * Signs in with the API (or `path`, another sign-in endpoint) and starts the session; resolves to where the user goes
 * next: `destination` (the page they came from, say) or their home. A refused sign-in rejects with the ApiError (its
 * `fields` say why, at the e-mail).
 *
 * The destination is settled before the session starts: once it has, the sign-in page's guard moves a signed-in user
 * on at once, and a move the form made after some await would come second (issue 15's return-path race).
 */
export async function signIn(params: {
  email: string;
  password: string;
  path?: string;
  destination?: (user: SessionUser) => Promise<string | undefined>;
}): Promise<{ redirectTo: string }> {
  const body = await api.post<Partial<LoginResult> | undefined>(params.path ?? 'auth/login', {
    email: params.email,
    password: params.password,
  });
  if (!body?.userData || !body.accessToken) throw new Error('auth.errors.generic');
  const redirectTo = (await params.destination?.(body.userData)) ?? homeFor(body.userData.role);
  startSession(body as LoginResult);
  return { redirectTo };
}
