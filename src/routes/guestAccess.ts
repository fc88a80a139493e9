import { homeFor } from '@/auth/homeFor';
import type { AbilityRule } from '@/auth/session';
import type { RouteEntry } from './types';

export const LOGIN_PATH = '/login';

export type Decision = { allow: true } | { allow: false; to: string };
export type DecideAccess = (
  entry: RouteEntry,
  user: { role: string; ability?: AbilityRule[] } | null,
  signedIn: boolean,
  /** The page asked for (its path), when known: a refused page may send its reader to another one. */
  pathname?: string,
) => Decision;

/**
 * A sign-in page: signed-out visitors only; someone signed in goes to their home. It needs no abilities, so the
 * sign-in pages' root does without them (the full guard is access.ts).
 */
export const guestAccess: DecideAccess = (_entry, user, signedIn) =>
  signedIn ? { allow: false, to: homeFor(user?.role) } : { allow: true };
