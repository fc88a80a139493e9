import { LOCK_MINUTES, MAX_SIGN_IN_FAILURES } from '@/contract/types';
import { collection } from '../lib/store';
import { now } from './jwt';

/*
 * Failed sign-ins per e-mail address (the browser has no client address to add, unlike server/auth/lockout.ts): the
 * sixth try within the lock answers 429 for LOCK_MINUTES. Kept in the demo data, so a reload does not lift a lock.
 */
interface FailureRow {
  id: number;
  key: string;
  failures: number;
  /** Seconds since the epoch (the tokens' clock), or null while not locked. */
  lockedUntil: number | null;
}

const failures = collection<FailureRow>('authSignInFailures');

export const lockKey = (email: string) => email.trim().toLowerCase();
const rowOf = (key: string) => failures.all().find((row) => row.key === key);

export function isLocked(key: string): boolean {
  const row = rowOf(key);
  return Boolean(row?.lockedUntil && row.lockedUntil > now());
}

export function recordFailure(key: string) {
  const row = rowOf(key);
  // A lock that has run out starts the count again.
  const count = (row && !(row.lockedUntil && row.lockedUntil <= now()) ? row.failures : 0) + 1;
  const lockedUntil = count >= MAX_SIGN_IN_FAILURES ? now() + LOCK_MINUTES * 60 : null;
  if (row) failures.update(row.id, { failures: count, lockedUntil });
  else failures.insert({ key, failures: count, lockedUntil });
}

export function clearFailures(key: string) {
  const row = rowOf(key);
  if (row) failures.remove(row.id);
}
