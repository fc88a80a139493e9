import { ACCESS_TOKEN_TTL_SECONDS, type TokenClaims, type TokenKind } from '@/contract/types';

/*
 * HS256 JSON Web Tokens with WebCrypto, for the template mock's /jwt endpoints (seed section 7). The app itself signs
 * in through /v1, whose tokens only the API server issues and checks.
 */
const SECRET = 'demo-api-signing-key-not-for-production';
/** Seed section 9: mock tokens expire after 10 minutes. */
export const TOKEN_TTL_SECONDS = ACCESS_TOKEN_TTL_SECONDS;

const encoder = new TextEncoder();
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

let keyPromise: Promise<CryptoKey> | null = null;
const key = () =>
  (keyPromise ??= crypto.subtle.importKey('raw', encoder.encode(SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]));

/** Seconds since the epoch; tests move the clock through this (token expiry, lockouts, reset codes). */
export let now = () => Math.floor(Date.now() / 1000);
export function setClock(clock: () => number) {
  now = clock;
}

/** A signed token and its id. */
export async function issueToken(
  sub: string | number,
  kind: TokenKind,
  { ttl = TOKEN_TTL_SECONDS, family }: { ttl?: number; family?: string } = {},
): Promise<{ token: string; jti: string }> {
  const iat = now();
  const jti = crypto.randomUUID();
  const header = base64url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const claims: TokenClaims = { sub: String(sub), kind, jti, fam: family ?? jti, iat, exp: iat + ttl };
  const payload = base64url(encoder.encode(JSON.stringify(claims)));
  const signature = new Uint8Array(
    await crypto.subtle.sign('HMAC', await key(), encoder.encode(`${header}.${payload}`)),
  );
  return { token: `${header}.${payload}.${base64url(signature)}`, jti };
}

/** A signed token for subject `sub` (the admin record's id). Refresh tokens for sign-in come from tokens.ts. */
export async function signToken(
  sub: string | number,
  kind: TokenKind,
  options?: { ttl?: number; family?: string },
): Promise<string> {
  return (await issueToken(sub, kind, options)).token;
}

/** The claims of a valid, unexpired token of the given kind; null otherwise. */
export async function verifyToken(token: string | null | undefined, kind: TokenKind): Promise<TokenClaims | null> {
  if (!token || token.length > 4096) return null;
  const [header, payload, signature, extra] = token.split('.');
  if (!header || !payload || !signature || extra !== undefined) return null;
  try {
    const valid = await crypto.subtle.verify(
      'HMAC',
      await key(),
      fromBase64url(signature),
      encoder.encode(`${header}.${payload}`),
    );
    if (!valid) return null;
    const claims = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as TokenClaims;
    if (
      claims.kind !== kind ||
      typeof claims.sub !== 'string' ||
      typeof claims.jti !== 'string' ||
      typeof claims.exp !== 'number'
    )
      return null;
    return claims.exp > now() ? claims : null;
  } catch {
    return null;
  }
}
