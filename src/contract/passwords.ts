/*
 * Stored password formats the API server verifies, in Node and in the browser-only mode:
 * - `$argon2id$…`   the Node server's hashes (@node-rs/argon2, verified in Node only);
 * - `pbkdf2$<iterations>$<salt>$<hash>`   the browser-only mode's hashes (WebCrypto, PBKDF2-SHA-256);
 * - `<salt>:<sha256 hex>`   the demo fixtures' legacy hashes: verified, then rehashed at the next sign-in.
 */

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer | Uint8Array) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const PBKDF2_ITERATIONS = 210_000;

export type PasswordFormat = 'argon2id' | 'pbkdf2' | 'legacy' | 'unknown';

export function formatOf(stored: string | null | undefined): PasswordFormat {
  if (!stored) return 'unknown';
  if (stored.startsWith('$argon2id$')) return 'argon2id';
  if (stored.startsWith('pbkdf2$')) return 'pbkdf2';
  if (/^[^:$]+:[0-9a-f]{64}$/.test(stored)) return 'legacy';
  return 'unknown';
}

/** Compares without an early exit, so timing does not tell how much of a hash matched. */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

async function pbkdf2(password: string, salt: string, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations },
    key,
    256,
  );
  return hex(bits);
}

/** The browser-only mode's hash: PBKDF2-SHA-256 with a random 128-bit salt. */
export async function hashPbkdf2(password: string): Promise<string> {
  const salt = hex(crypto.getRandomValues(new Uint8Array(16)));
  return `pbkdf2$${PBKDF2_ITERATIONS}$${salt}$${await pbkdf2(password, salt, PBKDF2_ITERATIONS)}`;
}

/** Verifies every stored format; argon2id needs Node's verifier (server/platform/node.ts). */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  argon2Verify?: (hash: string, password: string) => Promise<boolean>,
): Promise<boolean> {
  switch (formatOf(stored)) {
    case 'argon2id':
      return argon2Verify ? argon2Verify(stored!, password) : false;
    case 'pbkdf2': {
      const [, iterations, salt, hash] = stored!.split('$');
      return constantTimeEqual(await pbkdf2(password, salt, Number(iterations)), hash);
    }
    case 'legacy': {
      const [salt, hash] = stored!.split(':');
      const digest = hex(await crypto.subtle.digest('SHA-256', encoder.encode(`${salt}:${password}`)));
      return constantTimeEqual(digest, hash);
    }
    default:
      return false;
  }
}
