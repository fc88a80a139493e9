import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { API_ERRORS, MAX_BODY_BYTES } from '@/contract/types';
import type { ServerConfig, ServerContext } from './context';
import type { Database, Db } from './db/client';
import { createEventHub } from './events/hub';
import { PRINCIPALS_CHANNEL } from './events/channels';
import { createPrincipalCache, PRINCIPAL_CACHE_MS } from './auth/principalCache';
import { eventRoutes } from './events/routes';
import { buildSchema } from './db/schema';
import { HttpError, isUnavailable, pgErrorOf, UNAVAILABLE } from './http/errors';
import { corsFor, healthRoutes, requestLog, RETRY_AFTER_SECONDS, securityHeaders } from './http/operations';
import { accountRoutes } from './auth/account';
import { authRoutes } from './auth/routes';
import { areaRoutes } from './areas/routes';
import { openapiRoutes } from './openapi/routes';

/**
 * The API server as a pure `Request → Response` app: /v1 (auth, account, every declared area). The same app runs in
 * Node (server/boot.ts; server/main.ts adds the built app's files) and in the page in the browser-only mode
 * (server/browser/). Whatever depends on the machine comes in `config.platform`.
 */
export async function createApp({
  db,
  config,
  listen,
}: {
  db: Db;
  config: ServerConfig;
  /** The database's LISTEN (server/db/client.ts): given, GET /v1/events streams committed changes. */
  listen?: Database['listen'];
}) {
  const context: ServerContext = {
    db,
    schema: await buildSchema(),
    config: {
      accessTtlSeconds: 600,
      refreshTtlSeconds: 600,
      registrationRole: 'Client',
      now: () => Date.now(),
      // Node passes its pino log (server/log.ts); this plain line is for the page, which must not load pino.
      log: (entry) => console.log(JSON.stringify(entry)),
      argon2: { memoryCost: 19_456, timeCost: 2 },
      ...config,
    },
  };
  const stopListening: (() => Promise<void>)[] = [];
  const cacheMs = config.principalCacheMs ?? PRINCIPAL_CACHE_MS;
  if (listen && cacheMs > 0) {
    const principals = createPrincipalCache(cacheMs, context.config.now);
    // A lost listening connection may have lost notices: everything kept is dropped.
    stopListening.push(await listen(PRINCIPALS_CHANNEL, principals.forget, () => principals.forget('*')));
    context.principals = principals;
  }
  const app = new Hono();
  // gzip for the app's scripts and the API's JSON: on a slow connection the bytes, not the server, set the pace.
  // Not the event stream: a compressor holds its bytes back until it has enough (the stream would stall).
  const compressed = compress();
  app.use('*', (c, next) => (c.req.path === '/v1/events' ? next() : compressed(c, next)));
  app.use('*', securityHeaders);
  app.use('*', requestLog(context));
  const api = new Hono();
  if (config.corsOrigins?.length) api.use('*', corsFor(config.corsOrigins));
  api.route('/', healthRoutes(context));
  // Connection: close, since the body is left unread: a keep-alive client (a proxy's pool) would otherwise send its
  // next request into the rest of this one.
  const limitedBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ message: API_ERRORS.tooLarge }, 413, { Connection: 'close' }),
  });
  // An import's file streams in under its own, larger limit (server/areas/import.ts).
  api.use('*', (c, next) => (c.req.method === 'POST' && IMPORT_PATH.test(c.req.path) ? next() : limitedBody(c, next)));
  // Answers that carry tokens, or anything read with a session (records, lists, counts, history, one's account), are
  // never kept by a cache: not a shared proxy's, not the browser's disk. A route that says otherwise keeps its own.
  api.use('*', async (c, next) => {
    await next();
    if ((c.req.header('Authorization') || TOKEN_PATH.test(c.req.path)) && !c.res.headers.has('Cache-Control'))
      c.header('Cache-Control', 'no-store');
  });
  api.route('/', authRoutes(context));
  api.route('/', accountRoutes(context));
  api.route('/', openapiRoutes(context));
  const hub = listen ? createEventHub(context, listen) : undefined;
  await hub?.start();
  // Before the areas, whose `/:area` would take `/events`.
  api.route('/', eventRoutes(context, hub));
  api.route('/', areaRoutes(context));
  api.notFound((c) => c.json({ message: API_ERRORS.notFound }, 404));
  api.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body, error.status);
    // The kind of failure and where, never the message of a query (it holds the SQL and every bound value).
    const pg = pgErrorOf(error);
    context.config.log({
      level: 'error',
      event: 'error',
      requestId: c.res.headers.get('X-Request-Id') ?? undefined,
      method: c.req.method,
      path: c.req.path,
      kind: error instanceof Error ? error.name : typeof error,
      ...(pg ? { code: pg.code, constraint: pg.constraint, table: pg.table } : { detail: safeDetail(error) }),
    });
    if (isUnavailable(error)) return c.json(UNAVAILABLE, 503, { 'Retry-After': RETRY_AFTER_SECONDS });
    return c.json({ message: 'ra.notification.http_error' }, 500);
  });
  app.route('/v1', api);
  // A /v1 path no route took is not a page of the app.
  app.all('/v1/*', (c) => c.json({ message: API_ERRORS.notFound }, 404));
  // A shutdown ends the event streams first (they would hold the drain until its grace runs out).
  return Object.assign(app, {
    closeStreams: async () => {
      await hub?.stop();
      await Promise.all(stopListening.splice(0).map((stop) => stop()));
    },
  });
}

const IMPORT_PATH = /^\/v1\/[a-z][a-z0-9-]*\/import$/;
/** Where tokens are issued or traded, and one's own account: no-store even without a session (a sign-in's answer). */
const TOKEN_PATH = /^\/v1\/(auth|jwt|account)\//;

/** A programming error's message, short, unless it is a failed query's (which quotes SQL and values). */
function safeDetail(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : undefined;
  if (!message || /failed query|params:|select |insert |update |delete /i.test(message)) return undefined;
  return message.slice(0, 200);
}
