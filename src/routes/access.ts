import { abilityOf, can } from '@/auth/abilities';
import { guestAccess, LOGIN_PATH, type DecideAccess } from './guestAccess';

export { LOGIN_PATH, type DecideAccess, type Decision } from './guestAccess';
export const NOT_AUTHORIZED_PATH = '/pages/miscellaneous/not-authorized';

/**
 * The route guard of seed section 6, reading subject and action from the route table, for `user`'s abilities (the
 * session's, or those of a user whose session is about to start: see returnPath).
 */
export const decideAccess: DecideAccess = (entry, user, signedIn, pathname) => {
  if (entry.access === 'public') return { allow: true };
  if (entry.access === 'guest') return guestAccess(entry, user, signedIn);
  if (!signedIn) return { allow: false, to: LOGIN_PATH };
  if (entry.access === 'admin')
    return user?.role === 'admin' ? { allow: true } : { allow: false, to: NOT_AUTHORIZED_PATH };
  const ability = abilityOf(user?.ability);
  if (can(entry.action ?? 'read', entry.subject, ability)) return { allow: true };
  // A reader sent to a page that is not theirs, such as a record's edit page, gets the one they may open.
  if (entry.otherwise && pathname !== undefined && can(entry.otherwise.action, entry.subject, ability))
    return { allow: false, to: entry.otherwise.to(pathname) };
  return { allow: false, to: NOT_AUTHORIZED_PATH };
};
