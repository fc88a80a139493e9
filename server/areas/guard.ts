import type { Context, MiddlewareHandler } from 'hono';
import type { AreaModel } from '@schemas/kit/model';
import { isArea, modelOf } from '@schemas/kit/registry';
import type { Action } from '@schemas/kit/access';
import { API_ERRORS } from '@/contract/types';
import type { ServerContext } from '../context';
import type { AreaTable } from '../db/tables';
import { fail } from '../http/errors';
import { requireSignIn, type Env, type Principal } from '../auth/principal';

/*
 * Who may reach an area's routes: a declared area needs a signed-in caller, and each request the ability its method
 * calls for (or the one a route names).
 */
const METHOD_ACTION: Record<string, Action> = { GET: 'read', POST: 'store', PUT: 'edit', DELETE: 'delete' };

/** Any area-shaped name; `areaOf` answers 404 for one that is not declared. */
export const AREA = '/:area{[a-z][a-z0-9-]*}';

export const parseId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : fail(404, API_ERRORS.notFound));

export function areaGuard(context: ServerContext) {
  const signIn = requireSignIn(context);
  /** An undeclared name is simply not found; a declared area needs a signed-in caller. */
  const signedIn: MiddlewareHandler<Env> = (c, next) => (isArea(c.req.param('area') ?? '') ? signIn(c, next) : next());

  /** The area of the request, once the caller is known to hold `action` on it (the method's by default). */
  const areaOf = (
    c: Context<Env>,
    action?: Action,
  ): { declaration: AreaModel; table: AreaTable; principal: Principal } => {
    const area = c.req.param('area') ?? '';
    if (!isArea(area)) fail(404, API_ERRORS.notFound);
    const principal = c.get('principal');
    if (!principal.ability.can(action ?? METHOD_ACTION[c.req.method] ?? 'manage', area))
      fail(403, API_ERRORS.forbidden);
    const declaration = modelOf(area);
    if (declaration.server?.readOnly && c.req.method !== 'GET') fail(405, API_ERRORS.readOnly);
    return { declaration, table: context.schema.areas[area], principal };
  };

  return { signedIn, areaOf };
}
