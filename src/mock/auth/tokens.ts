import { REFRESH_TOKEN_TTL_SECONDS, type TokenPair } from '@/contract/types';
import { collection } from '../lib/store';
import type { TokenClaims } from '@/contract/types';
import { issueToken, now, signToken } from './jwt';

/*
 * Access and refresh tokens of the browser-only API, as the server keeps them (server/auth/tokens.ts): a refresh
 * token is single use; trading it marks it used and issues the next token of its family; presenting a used token
 * again revokes the whole family (it was stolen or replayed). Only a SHA-256 of each refresh token's id is stored,
 * in the demo data (so a session survives a page reload).
 */
interface RefreshTokenRow {
  id: number;
  jtiHash: string;
  accountId: number;
  family: string;
  /** Seconds since the epoch (the tokens' clock). */
  expiresAt: number;
  usedAt: number | null;
  revokedAt: number | null;
}

const refreshTokens = collection<RefreshTokenRow>('authRefreshTokens');

export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new pair; the refresh token starts a family or continues `family`. */
export async function issueTokens(accountId: number, family: string = crypto.randomUUID()): Promise<TokenPair> {
  // Expired tokens can no longer be presented: forget them, so the demo data does not grow with every refresh.
  for (const row of refreshTokens.all()) if (row.expiresAt <= now()) refreshTokens.remove(row.id);
  const accessToken = await signToken(accountId, 'access');
  const refresh = await issueToken(accountId, 'refresh', { ttl: REFRESH_TOKEN_TTL_SECONDS, family });
  refreshTokens.insert({
    jtiHash: await sha256(refresh.jti),
    accountId,
    family,
    expiresAt: now() + REFRESH_TOKEN_TTL_SECONDS,
    usedAt: null,
    revokedAt: null,
  });
  return { accessToken, refreshToken: refresh.token };
}

export type RotateResult = { accountId: number; family: string } | { reused: true } | null;

/** Marks a refresh token used and says whose it was; a token used (or revoked) before revokes its family. */
export async function consumeRefreshToken(claims: TokenClaims): Promise<RotateResult> {
  const jtiHash = await sha256(claims.jti);
  const stored = refreshTokens.all().find((row) => row.jtiHash === jtiHash);
  if (!stored) return null;
  if (stored.usedAt !== null || stored.revokedAt !== null) {
    revokeFamily(stored.family);
    return { reused: true };
  }
  refreshTokens.update(stored.id, { usedAt: now() });
  return { accountId: stored.accountId, family: stored.family };
}

export function revokeFamily(family: string) {
  for (const row of refreshTokens.all())
    if (row.family === family && row.revokedAt === null) refreshTokens.update(row.id, { revokedAt: now() });
}

/** Signs an account out everywhere (password change or reset). */
export function revokeAccount(accountId: number) {
  for (const row of refreshTokens.all())
    if (row.accountId === accountId && row.revokedAt === null) refreshTokens.update(row.id, { revokedAt: now() });
}
