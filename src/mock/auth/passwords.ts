/** Salted SHA-256 password hashes for demo accounts; stored as `salt:hash`, never returned by the API. */
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

async function digest(salt: string, password: string) {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}:${password}`)));
}

export async function hashPassword(password: string, salt = crypto.randomUUID().slice(0, 8)): Promise<string> {
  return `${salt}:${await digest(salt, password)}`;
}

export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  if (!stored) return false;
  const [salt, hash] = stored.split(':');
  return Boolean(salt && hash) && (await digest(salt, password)) === hash;
}
