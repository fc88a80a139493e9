import { eq } from 'drizzle-orm';
import type { Db } from '../db/types';
import { serverSecrets } from '../db/system';

/* The token key: JWT_SECRET, or one generated once and kept in the database, so every process on it signs alike. */
export const MIN_SECRET_BYTES = 32;

export class WeakSecretError extends Error {
  constructor(bytes: number) {
    super(
      `JWT_SECRET has ${bytes} bytes; it needs at least ${MIN_SECRET_BYTES} (for example: openssl rand -base64 48).`,
    );
    this.name = 'WeakSecretError';
  }
}

/** The database's shared secret `name`: the first process to ask makes it; every other one reads the same. */
export async function sharedSecret(db: Db, name: string): Promise<string> {
  const bytes = crypto.getRandomValues(new Uint8Array(MIN_SECRET_BYTES));
  const made = btoa(String.fromCharCode(...bytes));
  await db.insert(serverSecrets).values({ name, value: made }).onConflictDoNothing();
  const [kept] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return kept.value;
}

/** JWT_SECRET when set (refused under 32 bytes: a short key can be guessed offline from one token), else the shared one. */
export async function jwtSecretFor(env: Record<string, string | undefined>, db: Db): Promise<string> {
  const given = env.JWT_SECRET;
  if (given) {
    const bytes = new TextEncoder().encode(given).length;
    if (bytes < MIN_SECRET_BYTES) throw new WeakSecretError(bytes);
    return given;
  }
  return sharedSecret(db, 'jwt');
}
