import type { AuthProvider } from 'react-admin';
import { api } from '@/data/api';
import type { Action } from '@/routes/types';
import { can } from './abilities';
import { refreshSessionUser } from './account';
import { clearSession, endSession, getRefreshToken, getUser, isSignedIn } from './session';
import { signIn } from './signIn';

/** react-admin's actions mapped to ours (DESIGN.md, Access control). */
const ACTIONS: Record<string, Action> = {
  list: 'read',
  show: 'read',
  read: 'read',
  export: 'read',
  create: 'store',
  store: 'store',
  edit: 'edit',
  delete: 'delete',
  manage: 'manage',
};

export { startSession, type LoginResult } from './signIn';

export const authProvider: AuthProvider = {
  login: signIn,
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
    // Refused: the role may have lost a right since the session's abilities were read. Reading them again takes the
    // area out of the menu at once; the screen says access was lost (src/routes/RouteScreen.tsx). Not a sign-out.
    if (error?.status === 403) void refreshSessionUser();
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
  async canAccess({
    action,
    resource,
    record,
  }: {
    action: string;
    resource: string;
    record?: Record<string, unknown>;
  }) {
    return isSignedIn() && can(ACTIONS[action] ?? 'manage', resource, undefined, record);
  },
};
