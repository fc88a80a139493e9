import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { requireSignIn, type Env } from '../auth/principal';
import { buildDocument } from './document';
import { documentFor } from './forCaller';
import { renderReference } from './reference';
import type { OpenApiDocument } from './types';

/**
 * GET /v1/openapi.json and its readable page, GET /v1/reference: public, built once on first request. Fetched with a
 * token, the document leaves out the fields the caller's role hides (./forCaller.ts); a bad token is 401.
 */
export function openapiRoutes(context: ServerContext) {
  const app = new Hono<Env>();
  const signIn = requireSignIn(context);
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  app.get(
    '/openapi.json',
    (c, next) => (c.req.header('Authorization') ? signIn(c, next) : next()),
    (c) => {
      document ??= buildDocument();
      const principal = c.get('principal');
      if (!principal) return c.json(document);
      c.header('Cache-Control', 'private, no-store');
      return c.json(documentFor(document, principal));
    },
  );
  app.get('/reference', (c) => c.html((page ??= renderReference((document ??= buildDocument())))));
  return app;
}
