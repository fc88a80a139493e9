import { eq } from 'drizzle-orm';
import { LOCK_MINUTES, MAX_SIGN_IN_FAILURES } from '@/contract/types';
import type { ServerContext } from '../context';

/* Failed sign-ins per account and client address: the sixth try within the lock answers 429 for LOCK_MINUTES. */
export const lockKey = (email: string, address: string) => `${email.trim().toLowerCase()} ${address}`;

export async function isLocked(context: ServerContext, key: string): Promise<boolean> {
  const { signInFailures } = context.schema.system;
  const [row] = await context.db.select().from(signInFailures).where(eq(signInFailures.key, key));
  return Boolean(row?.lockedUntil && Date.parse(row.lockedUntil) > context.config.now());
}

export async function recordFailure(context: ServerContext, key: string) {
  const { signInFailures } = context.schema.system;
  const now = context.config.now();
  const [row] = await context.db.select().from(signInFailures).where(eq(signInFailures.key, key));
  // A lock that has run out starts the count again.
  const failures = (row && !(row.lockedUntil && Date.parse(row.lockedUntil) <= now) ? row.failures : 0) + 1;
  const lockedUntil = failures >= MAX_SIGN_IN_FAILURES ? new Date(now + LOCK_MINUTES * 60_000).toISOString() : null;
  const values = { key, failures, lockedUntil, lastFailureAt: new Date(now).toISOString() };
  await context.db
    .insert(signInFailures)
    .values(values)
    .onConflictDoUpdate({ target: signInFailures.key, set: values });
}

export async function clearFailures(context: ServerContext, key: string) {
  const { signInFailures } = context.schema.system;
  await context.db.delete(signInFailures).where(eq(signInFailures.key, key));
}
