import { Hono } from 'hono';
import { buildDocument } from './document';
import { renderReference } from './reference';
import type { OpenApiDocument } from './types';

/** GET /v1/openapi.json and its readable page, GET /v1/reference: public, built once on first request. */
export function openapiRoutes() {
  const app = new Hono();
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  app.get('/openapi.json', (c) => c.json((document ??= buildDocument())));
  app.get('/reference', (c) => c.html((page ??= renderReference((document ??= buildDocument())))));
  return app;
}
