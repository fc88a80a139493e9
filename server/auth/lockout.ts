import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { normalizeEmail } from '@/contract/identity';
import { LOCK_MINUTES, MAX_SIGN_IN_FAILURES } from '@/contract/types';
import type { ServerContext } from '../context';

/*
 * Failed sign-ins per account and client address: after the fifth, tries answer 429 for LOCK_MINUTES. Each try is
 * counted before the password is checked, in one statement, so concurrent tries cannot slip past the count.
 */
export const lockKey = (email: string, address: string) => `${normalizeEmail(email)} ${address}`;

const iso = (ms: number) => new Date(ms).toISOString();

/** Counts this try and says whether its password may be checked (false: locked, or over the count). */
export async function reserveAttempt(context: ServerContext, key: string): Promise<boolean> {
  const { signInFailures: failures } = context.schema.system;
  const now = context.config.now();
  // A lock that has run out starts the count again.
  const lapsed = sql`${failures.lockedUntil} is not null and ${failures.lockedUntil} <= ${iso(now)}::timestamptz`;
  const [row] = await context.db
    .insert(failures)
    .values({ key, failures: 1, lockedUntil: null, lastFailureAt: iso(now) })
    .onConflictDoUpdate({
      target: failures.key,
      set: {
        failures: sql`case when ${lapsed} then 1 else ${failures.failures} + 1 end`,
        lockedUntil: sql`case when ${lapsed} then null else ${failures.lockedUntil} end`,
        lastFailureAt: iso(now),
      },
    })
    .returning({ failures: failures.failures, lockedUntil: failures.lockedUntil });
  if (row.lockedUntil && Date.parse(row.lockedUntil) > now) return false;
  if (row.failures > MAX_SIGN_IN_FAILURES) {
    await lock(context, key);
    return false;
  }
  return true;
}

/** A wrong password: once the count reaches the limit, the key is locked. */
export async function recordFailure(context: ServerContext, key: string) {
  const { signInFailures: failures } = context.schema.system;
  await context.db
    .update(failures)
    .set({ lockedUntil: iso(context.config.now() + LOCK_MINUTES * 60_000) })
    .where(and(eq(failures.key, key), gte(failures.failures, MAX_SIGN_IN_FAILURES), isNull(failures.lockedUntil)));
}

async function lock(context: ServerContext, key: string) {
  const { signInFailures: failures } = context.schema.system;
  await context.db
    .update(failures)
    .set({ lockedUntil: iso(context.config.now() + LOCK_MINUTES * 60_000) })
    .where(and(eq(failures.key, key), isNull(failures.lockedUntil)));
}

export async function clearFailures(context: ServerContext, key: string) {
  const { signInFailures } = context.schema.system;
  await context.db.delete(signInFailures).where(eq(signInFailures.key, key));
}
