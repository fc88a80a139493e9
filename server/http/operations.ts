import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { sql } from 'drizzle-orm';
import { TOTAL_ESTIMATED_HEADER } from '@/contract/types';
import type { ServerContext } from '../context';
import { CONTENT_SECURITY_POLICY, SAME_ORIGIN_FRAME_POLICY } from './csp';
import { UNAVAILABLE } from './errors';
import { migrationsCurrent } from '../db/prepare';

/*
 * What operating the server needs: a request id on every request and in every log line, one structured JSON log
 * line per request (method, path without its query, status, duration: never bodies, passwords or tokens), security
 * headers on everything served, CORS for other origins when configured, and the health checks.
 */

const REQUEST_ID = /^[\w-]{8,64}$/;

export function requestLog(context: ServerContext): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header('X-Request-Id');
    const requestId = given && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    c.header('X-Request-Id', requestId);
    if (c.req.path.startsWith('/v1')) {
      context.config.log({
        level: c.res.status >= 500 ? 'error' : 'info',
        event: 'request',
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  };
}

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const framedBySelf = c.req.header('Sec-Fetch-Dest') === 'iframe' && c.req.header('Sec-Fetch-Site') === 'same-origin';
  c.header('Content-Security-Policy', framedBySelf ? SAME_ORIGIN_FRAME_POLICY : CONTENT_SECURITY_POLICY);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.header('X-Frame-Options', framedBySelf ? 'SAMEORIGIN' : 'DENY');
};

/** Other origins may call /v1 only when listed (CORS_ORIGINS, comma-separated); the app itself is same-origin. */
export function corsFor(origins: readonly string[]): MiddlewareHandler {
  return cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    allowHeaders: ['Authorization', 'Content-Type', 'Range', 'If-Match', 'X-Request-Id'],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['Content-Range', TOTAL_ESTIMATED_HEADER, 'ETag', 'Location', 'X-Request-Id'],
    maxAge: 600,
  });
}

/** How long a client or load balancer should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = '5';

/** The health checks a load balancer or orchestrator calls. */
export function healthRoutes(context: ServerContext) {
  const api = new Hono();
  const unavailable = (c: Context) =>
    c.json({ status: 'unavailable', ...UNAVAILABLE }, 503, { 'Retry-After': RETRY_AFTER_SECONDS });
  // 200 when the database answers a query, 503 when it does not.
  api.get('/health', async (c) => {
    try {
      await context.db.execute(sql`select 1`);
      return c.json({ status: 'ok' });
    } catch {
      return unavailable(c);
    }
  });
  // Liveness: the process answers (restart it only when this fails, not while the database is away).
  api.get('/health/live', (c) => c.json({ status: 'ok', pid: globalThis.process?.pid }));
  // Readiness: send it traffic only when the database answers and its migrations are this build's.
  api.get('/health/ready', async (c) => {
    try {
      if (!(await migrationsCurrent(context.db)))
        return c.json({ status: 'migrating' }, 503, { 'Retry-After': RETRY_AFTER_SECONDS });
      return c.json({ status: 'ready' });
    } catch {
      return unavailable(c);
    }
  });
  return api;
}
