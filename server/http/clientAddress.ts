import type { Context } from 'hono';
import type { ServerContext } from '../context';

/**
 * The client's address. Behind N trusted proxies (TRUST_PROXY=N) each appends the address it saw to
 * X-Forwarded-For, so the client is the entry N from the right; whatever the client wrote to the left of it is not
 * trusted. Without TRUST_PROXY the header is ignored.
 */
export function clientAddress(c: Context, context: ServerContext): string {
  const socket = context.config.platform.clientAddress(c) ?? 'local';
  const hops = context.config.trustProxy ?? 0;
  if (!hops) return socket;
  const forwarded = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - hops)];
}

/** TRUST_PROXY as a number of hops: "2" → 2; "true" or "yes" → 1; unset, "0" or "false" → 0. */
export function trustedHops(value: string | undefined): number {
  if (!value) return 0;
  if (/^\d+$/.test(value)) return Math.min(Number(value), 10);
  return /^(true|yes|on)$/i.test(value) ? 1 : 0;
}
