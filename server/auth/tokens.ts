import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { TokenClaims, TokenKind, TokenPair } from '@/contract/types';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import { sha256 } from '../digest';

/*
 * Access and refresh tokens (HS256, jose). A refresh token is single use: trading it marks it used and issues the
 * next token of its family; presenting a used token again revokes the whole family (it was stolen or replayed).
 * Only a SHA-256 of each refresh token's id is stored.
 */

// Copied into this realm's Uint8Array: jose checks instanceof, and under jsdom (screen tests) TextEncoder's differs.
const key = (context: ServerContext) => new Uint8Array(new TextEncoder().encode(context.config.jwtSecret));
/** A uniformly drawn six-digit code (a password reset's). */
export function randomCode(): string {
  const limit = 4_294_000_000; // the largest multiple of 10^6 below 2^32: no value is drawn more often
  const [draw] = crypto.getRandomValues(new Uint32Array(1));
  return draw < limit ? String(draw % 1_000_000).padStart(6, '0') : randomCode();
}
const seconds = (context: ServerContext) => Math.floor(context.config.now() / 1000);
const iso = (context: ServerContext, offsetSeconds = 0) =>
  new Date(context.config.now() + offsetSeconds * 1000).toISOString();

async function sign(
  context: ServerContext,
  accountId: number,
  kind: TokenKind,
  ttl: number,
  extra: Record<string, string> = {},
) {
  const iat = seconds(context);
  const jti = crypto.randomUUID();
  const token = await new SignJWT({ kind, ...extra })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(accountId))
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttl)
    .sign(key(context));
  return { token, jti };
}

/** Tokens whose signature was checked, per server (its secret), until they expire: most requests repeat one. */
const verified = new WeakMap<ServerContext, Map<string, JWTPayload>>();
/** Past this many, the checked tokens are forgotten at once (a token is a few hundred bytes). */
const VERIFIED_MAX = 10_000;

/** The claims of a token checked before on this server, while it has not expired. */
function verifiedBefore(context: ServerContext, token: string): JWTPayload | undefined {
  const payload = verified.get(context)?.get(token);
  return payload && Number(payload.exp) > seconds(context) ? payload : undefined;
}

/** Checks a token's signature, algorithm, expiry and required claims (jose), and remembers the claims. */
async function verifySignature(context: ServerContext, token: string): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, key(context), {
    algorithms: ['HS256'],
    currentDate: new Date(context.config.now()),
    requiredClaims: ['exp', 'iat', 'sub', 'jti'],
  });
  let checked = verified.get(context);
  if (!checked) verified.set(context, (checked = new Map()));
  if (checked.size >= VERIFIED_MAX) checked.clear();
  checked.set(token, payload);
  return payload;
}

/** The claims of a valid, unexpired token of `kind`, or null. */
export async function verifyToken(
  context: ServerContext,
  token: string | null | undefined,
  kind: TokenKind,
): Promise<TokenClaims | null> {
  if (!token || token.length > 4096) return null;
  try {
    const payload = verifiedBefore(context, token) ?? (await verifySignature(context, token));
    // Strict: an account id is digits only (not " 1" or "0x1"), and every token names its session.
    if (payload.kind !== kind || !/^[1-9]\d{0,8}$/.test(payload.sub ?? '') || typeof payload.jti !== 'string')
      return null;
    if (typeof payload.fam !== 'string' || !payload.fam) return null;
    return payload as unknown as TokenClaims;
  } catch {
    return null;
  }
}

/** A new pair; it starts a session (a family) or continues `family`. */
export async function issueTokens(
  context: ServerContext,
  db: Db,
  accountId: number,
  family: string = crypto.randomUUID(),
): Promise<TokenPair> {
  const { refreshTokens } = context.schema.system;
  const access = await sign(context, accountId, 'access', context.config.accessTtlSeconds, { fam: family });
  const refresh = await sign(context, accountId, 'refresh', context.config.refreshTtlSeconds, { fam: family });
  await db.insert(refreshTokens).values({
    jtiHash: await sha256(refresh.jti),
    accountId,
    family,
    expiresAt: iso(context, context.config.refreshTtlSeconds),
  });
  return { accessToken: access.token, refreshToken: refresh.token };
}

export type RotateResult = { accountId: number; family: string } | { reused: true } | null;

/** Marks a refresh token used and says whose it was; a token used before revokes its family. */
export async function consumeRefreshToken(context: ServerContext, db: Db, claims: TokenClaims): Promise<RotateResult> {
  const { refreshTokens } = context.schema.system;
  const [stored] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.jtiHash, await sha256(claims.jti)));
  if (!stored) return null;
  if (stored.usedAt || stored.revokedAt) {
    await revokeFamily(context, db, stored.family);
    return { reused: true };
  }
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: iso(context) })
    .where(and(eq(refreshTokens.jtiHash, stored.jtiHash), isNull(refreshTokens.usedAt)))
    .returning({ family: refreshTokens.family });
  if (!claimed.length) {
    // Another request traded the same token a moment ago: a replay.
    await revokeFamily(context, db, stored.family);
    return { reused: true };
  }
  return { accountId: stored.accountId, family: stored.family };
}

/** Ends the session `family`; given `accountId`, only if the family is that account's (a sign-out ends one's own). */
export async function revokeFamily(context: ServerContext, db: Db, family: string, accountId?: number) {
  const { refreshTokens } = context.schema.system;
  await db
    .update(refreshTokens)
    .set({ revokedAt: iso(context) })
    .where(
      and(
        eq(refreshTokens.family, family),
        accountId === undefined ? undefined : eq(refreshTokens.accountId, accountId),
        isNull(refreshTokens.revokedAt),
      ),
    );
  context.principals?.forget(`session:${family}`);
}

/** Signs an account out everywhere (password change or reset), or everywhere but the session `keep`. */
export async function revokeAccount(context: ServerContext, db: Db, accountId: number, keep?: string) {
  const { refreshTokens } = context.schema.system;
  await db
    .update(refreshTokens)
    .set({ revokedAt: iso(context) })
    .where(
      and(
        eq(refreshTokens.accountId, accountId),
        isNull(refreshTokens.revokedAt),
        keep ? ne(refreshTokens.family, keep) : undefined,
      ),
    );
  context.principals?.forget(`account:${accountId}`);
}
