import { abilityOf, can } from '@/auth/abilities';
import { guestAccess, LOGIN_PATH, type DecideAccess } from './guestAccess';

export { LOGIN_PATH, type DecideAccess, type Decision } from './guestAccess';
export const NOT_AUTHORIZED_PATH = '/pages/miscellaneous/not-authorized';

/**
 * The route guard of seed section 6, reading subject and action from the route table, for `user`'s abilities (the
 * session's, or those of a user whose session is about to start: see returnPath).
 */
export const decideAccess: DecideAccess = (entry, user, signedIn) => {
  if (entry.access === 'public') return { allow: true };
  if (entry.access === 'guest') return guestAccess(entry, user, signedIn);
  if (!signedIn) return { allow: false, to: LOGIN_PATH };
  if (entry.access === 'admin')
    return user?.role === 'admin' ? { allow: true } : { allow: false, to: NOT_AUTHORIZED_PATH };
  return can(entry.action ?? 'read', entry.subject, abilityOf(user?.ability))
    ? { allow: true }
    : { allow: false, to: NOT_AUTHORIZED_PATH };
};
