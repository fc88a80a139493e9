/** HS256 JSON Web Tokens with WebCrypto: real signatures and expiry, for the demo API only. */
const SECRET = 'demo-api-signing-key-not-for-production';
/** Seed section 9: mock tokens expire after 10 minutes. */
export const TOKEN_TTL_SECONDS = 10 * 60;

export type TokenKind = 'access' | 'refresh';
export interface TokenClaims {
  sub: string;
  kind: TokenKind;
  iat: number;
  exp: number;
}

const encoder = new TextEncoder();
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

let keyPromise: Promise<CryptoKey> | null = null;
const key = () =>
  (keyPromise ??= crypto.subtle.importKey('raw', encoder.encode(SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));

/** Seconds since the epoch; tests move the clock through this. */
export let now = () => Math.floor(Date.now() / 1000);
export function setClock(clock: () => number) {
  now = clock;
}

export async function signToken(sub: string | number, kind: TokenKind, ttl = TOKEN_TTL_SECONDS): Promise<string> {
  const iat = now();
  const header = base64url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  // jti keeps two tokens issued in the same second distinct.
  const payload = base64url(encoder.encode(JSON.stringify({ sub: String(sub), kind, iat, exp: iat + ttl, jti: crypto.randomUUID() })));
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await key(), encoder.encode(`${header}.${payload}`)));
  return `${header}.${payload}.${base64url(signature)}`;
}

/** The claims of a valid, unexpired token of the given kind; null otherwise. */
export async function verifyToken(token: string | null | undefined, kind: TokenKind): Promise<TokenClaims | null> {
  if (!token) return null;
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  try {
    const valid = await crypto.subtle.verify('HMAC', await key(), fromBase64url(signature), encoder.encode(`${header}.${payload}`));
    if (!valid) return null;
    const claims = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as TokenClaims;
    return claims.kind === kind && claims.exp > now() ? claims : null;
  } catch {
    return null;
  }
}
