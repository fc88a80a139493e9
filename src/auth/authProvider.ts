import type { AuthProvider } from 'react-admin';
import { api } from '@/data/api';
import type { Action } from '@/routes/types';
import { can } from './abilities';
import { homeFor } from './homeFor';
import { clearSession, endSession, getRefreshToken, getUser, isSignedIn, setTokens, setUser, type SessionUser } from './session';

/** react-admin's actions mapped to ours (DESIGN.md, Access control). */
const ACTIONS: Record<string, Action> = {
  list: 'read', show: 'read', read: 'read', export: 'read', create: 'store', store: 'store', edit: 'edit', delete: 'delete', manage: 'manage',
};

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

export const authProvider: AuthProvider = {
  /** A refused sign-in rejects with the ApiError (its `fields` say why, at the e-mail). */
  async login(params: { email: string; password: string; path?: string }) {
    const body = await api.post<Partial<LoginResult> | undefined>(params.path ?? 'auth/login', { email: params.email, password: params.password });
    if (!body?.userData || !body.accessToken) throw new Error('auth.errors.generic');
    startSession(body as LoginResult);
    return { redirectTo: homeFor(body.userData.role) };
  },
  async logout() {
    if (isSignedIn()) {
      // Best effort: the server revokes the refresh token (and its rotations); the session ends locally whatever it says.
      await api.post('jwt/logout', { refreshToken: getRefreshToken() }).catch(() => undefined);
    }
    clearSession();
    return '/login';
  },
  async checkAuth() {
    if (!isSignedIn()) throw { redirectTo: '/login', message: 'auth.signInFirst' };
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      endSession('auth.sessionExpired');
      throw { redirectTo: '/login', message: 'auth.sessionExpired' };
    }
  },
  async getIdentity() {
    const user = getUser();
    if (!user) throw new Error('Not signed in');
    return { id: user.id, fullName: user.fullName, avatar: user.avatar || undefined };
  },
  async getPermissions() {
    return getUser()?.ability ?? [];
  },
  async canAccess({ action, resource }: { action: string; resource: string }) {
    return isSignedIn() && can(ACTIONS[action] ?? 'manage', resource);
  },
};
