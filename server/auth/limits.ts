import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { AUTH_MESSAGES } from '@/contract/types';
import type { ServerContext } from '../context';
import { rateLimits } from '../db/system';
import { LIMITS, type LimitName } from './limitRules';

/*
 * Rate limits kept in the database, so every server process counts the same requests: a fixed window per key, hit
 * and read in one statement (concurrent requests are all counted). Keys name the action and a client address or an
 * account's e-mail.
 */
export interface LimitResult {
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfter: number;
}

/** Counts one request on `name`+`subject` and says whether it is within the limit. */
export async function hit(context: ServerContext, name: LimitName, subject: string): Promise<LimitResult> {
  const { limit, windowSeconds } = context.config.limits?.[name] ?? LIMITS[name];
  const now = context.config.now();
  const nowIso = new Date(now).toISOString();
  const endsIso = new Date(now + windowSeconds * 1000).toISOString();
  const expired = sql`${rateLimits.windowEndsAt} <= ${nowIso}::timestamptz`;
  const [row] = await context.db
    .insert(rateLimits)
    .values({ key: `${name} ${subject}`, hits: 1, windowEndsAt: endsIso })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowEndsAt: sql`case when ${expired} then ${endsIso}::timestamptz else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowEndsAt: rateLimits.windowEndsAt });
  return {
    allowed: row.hits <= limit,
    retryAfter: Math.max(1, Math.ceil((Date.parse(row.windowEndsAt) - now) / 1000)),
  };
}

/** Gives back a hit counted in advance that turned out not to count (a failure that was a success). */
export async function unhit(context: ServerContext, name: LimitName, subject: string) {
  await context.db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${`${name} ${subject}`}`);
}

/** 429 with Retry-After and the message the sign-in pages translate. */
export function tooMany(c: Context, result: LimitResult, field = 'email') {
  c.header('Retry-After', String(result.retryAfter));
  return c.json({ error: { [field]: [AUTH_MESSAGES.tooManyRequests] } }, 429);
}
