import { http, HttpResponse } from 'msw';
import { Collection, SimpleRestServer, type Database, type FakeRestContext, type Middleware } from 'fakerest';
import { buildAbility } from '@/auth/abilities';
import type { Action } from '@/routes/types';
import { declarationOf, declarations, loadDeclarations } from '@/admin-kit/registry';
import type { ResourceDeclaration } from '@/admin-kit/declaration';
import {
  fillSlugs, hashedFields, referencesTo, uniqueViolations, validateBody, withoutSecrets, type Row,
} from '@/contract/rules';
import { key } from '@schemas/validation';
import { mockDb } from '../db';
import { userForSubject } from '../auth/accounts';
import { authorizeRequest } from '../auth/authorizeRequest';
import { hashPassword } from '../auth/passwords';

/*
 * The real API's contract for the management areas, answered in the browser: simple REST (ra-data-simple-rest)
 * under /v1/<area> over fakerest collections named after the areas. Every request needs a valid access token and
 * the ability its method calls for on the area (the signed-in admin's role permissions).
 */
const API_BASE = '/v1';
const METHOD_ACTION: Record<string, Action> = { GET: 'read', HEAD: 'read', POST: 'store', PUT: 'edit', PATCH: 'edit', DELETE: 'delete' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const AREA_ROUTE = new RegExp(`${escapeRegExp(API_BASE)}/(${declarations.map((d) => escapeRegExp(d.name)).join('|')})(/|\\?|$)`);

type Response400 = { status: number; headers: Record<string, string>; body?: Record<string, unknown> };
const fail = (status: number, body: Record<string, unknown>): Response400 => ({ status, headers: { 'Content-Type': 'application/json' }, body });

/** Whether the token's user, with the abilities they hold now (a role may have changed), may do `action` on `area`. */
function mayAccess(sub: string, action: Action, area: string): boolean {
  const user = userForSubject(sub);
  return Boolean(user) && buildAbility(user!.ability).can(action, area);
}

function collectionOf(db: Database, area: string): Row[] {
  if (!db.getCollectionNames().includes(area)) {
    // An area declared after the demo data was saved starts empty.
    const collection = new Collection({ items: [] });
    collection.sequence = 1;
    db.addCollection(area, collection);
  }
  return db.getCollection(area).items as Row[];
}

const textMatcher = (text: string) => {
  const needle = text.trim().toLowerCase();
  return (value: unknown) => typeof value === 'string' && value.toLowerCase().includes(needle);
};

/** `q` searches the declared search fields; `<field>_q` matches one field; both literally (no regex). */
function searchMiddleware(declaration: ResourceDeclaration, db: Database): Middleware {
  return (context, next) => {
    const filter = context.params?.filter as Record<string, unknown> | undefined;
    if (context.method !== 'GET' || !filter || typeof filter !== 'object') return next(context);
    const { q, ...rest } = filter;
    const textFilters = Object.entries(rest).filter(([name, value]) => name.endsWith('_q') && typeof value === 'string');
    if ((typeof q !== 'string' || !q.trim()) && textFilters.length === 0) return next(context);
    const objectFilter = Object.fromEntries(Object.entries(rest).filter(([name]) => !name.endsWith('_q') && name !== 'q'));
    const allowed = Object.keys(objectFilter).length
      ? new Set((db.getAll(declaration.name, { filter: objectFilter }) as Row[]).map((row) => row.id))
      : null;
    const search = typeof q === 'string' && q.trim() ? textMatcher(q) : null;
    const fields = textFilters.map(([name, value]) => [name.slice(0, -2), textMatcher(value as string)] as const);
    const predicate = (row: Row) =>
      (!allowed || allowed.has(row.id)) &&
      (!search || declaration.list.search.some((field) => search(row[field]))) &&
      fields.every(([field, matches]) => matches(row[field]));
    return next({ ...context, params: { ...context.params, filter: predicate } });
  };
}

/** Whether some record still refers to a record of `area` (which then may not be deleted). */
function isReferenced(db: Database, area: string, id: number | string): boolean {
  return referencesTo(area).some(({ declaration, field }) =>
    db.getCollectionNames().includes(declaration.name) && (db.getAll(declaration.name) as Row[]).some((row) => String(row[field]) === String(id)),
  );
}

const idOf = (context: FakeRestContext) => {
  const match = context.url?.match(/^\/v1\/[^/?]+\/([^/?]+)/);
  return match ? decodeURIComponent(match[1]) : undefined;
};

/** Create and update: the schema, unique fields, slugs, the exactly-one flag, hashed secrets, timestamps. */
function writeMiddleware(declaration: ResourceDeclaration, db: Database): Middleware {
  return async (context, next) => {
    const creating = context.method === 'POST';
    const updating = context.method === 'PUT' || context.method === 'PATCH';
    if (!creating && !updating) return next(context);
    const rows = collectionOf(db, declaration.name);
    const id = creating ? undefined : idOf(context);
    const existing = id === undefined ? undefined : rows.find((row) => String(row.id) === id);
    if (updating && !existing) return fail(404, { message: 'ra.notification.item_doesnt_exist' });
    const incoming = (context.requestBody ?? {}) as Row;
    const body = updating ? { ...withoutSecrets(declaration, existing!), ...incoming } : incoming;
    const validated = validateBody(declaration, creating ? 'add' : 'edit', body);
    if ('errors' in validated) return fail(400, { message: 'adminKit.errors.invalid', errors: validated.errors });
    const data: Row = { ...validated.data, ...(creating ? declaration.server?.createDefaults : {}) };

    const flag = declaration.server?.exactlyOne;
    if (flag) {
      const holder = rows.find((row) => row[flag] === true);
      if (!holder) data[flag] = true;
      else if (existing && holder.id === existing.id && data[flag] !== true) {
        return fail(400, { message: 'adminKit.errors.invalid', errors: { [flag]: key('exactlyOne') } });
      }
    }
    fillSlugs(declaration, rows, data, existing?.id);
    const taken = uniqueViolations(declaration, rows, data, existing?.id);
    if (Object.keys(taken).length) return fail(400, { message: 'adminKit.errors.invalid', errors: taken });

    for (const [secret, target] of hashedFields(declaration)) {
      const value = data[secret];
      delete data[secret];
      if (typeof value === 'string' && value) data[target] = await hashPassword(value);
    }
    const now = new Date().toISOString();
    if (creating) data.createdAt = now;
    data.updatedAt = now;

    const response = await next({ ...context, requestBody: data });
    if (flag && data[flag] === true && response.status < 300) {
      const savedId = (response.body as Row | undefined)?.id;
      for (const row of rows) if (row[flag] === true && row.id !== savedId) db.updateOne(declaration.name, row.id!, { [flag]: false, updatedAt: now });
    }
    return response;
  };
}

/** Delete: not the record carrying the exactly-one flag, nor one another record still refers to. */
function deleteMiddleware(declaration: ResourceDeclaration, db: Database): Middleware {
  return (context, next) => {
    if (context.method !== 'DELETE') return next(context);
    const id = idOf(context);
    const row = collectionOf(db, declaration.name).find((r) => String(r.id) === id);
    if (!row) return next(context);
    const flag = declaration.server?.exactlyOne;
    if (flag && row[flag] === true) return fail(409, { message: 'adminKit.errors.deleteFlagged' });
    if (isReferenced(db, declaration.name, row.id!)) return fail(409, { message: 'adminKit.errors.inUse' });
    return next(context);
  };
}

async function readJson(request: Request): Promise<Record<string, unknown> | undefined> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function queryParams(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, value] of url.searchParams) {
    try {
      params[name] = JSON.parse(value);
    } catch {
      params[name] = value;
    }
  }
  return params;
}

export async function handleResourceRequest(request: Request): Promise<Response> {
  const authorized = await authorizeRequest(request);
  if ('response' in authorized) return authorized.response;
  const url = new URL(request.url);
  const area = decodeURIComponent(url.pathname.slice(API_BASE.length + 1).split('/')[0]);
  await loadDeclarations();
  const declaration = declarationOf(area);
  const db = mockDb();
  const action = METHOD_ACTION[request.method] ?? 'manage';
  if (!mayAccess(authorized.claims.sub, action, area)) {
    return HttpResponse.json({ message: 'adminKit.errors.forbidden' }, { status: 403 });
  }
  collectionOf(db, area);
  const server = new SimpleRestServer({
    baseUrl: API_BASE,
    database: db,
    middlewares: [searchMiddleware(declaration, db), writeMiddleware(declaration, db), deleteMiddleware(declaration, db)],
  });
  const answer = await server.handle({
    url: `${url.pathname}${url.search}`,
    method: request.method,
    headers: request.headers,
    params: queryParams(url),
    requestBody: await readJson(request),
  });
  const body = answer.body === undefined ? null : JSON.stringify(withoutSecrets(declaration, answer.body));
  return new Response(body, { status: answer.status, headers: { 'Content-Type': 'application/json', ...answer.headers } });
}

export const handlers = [http.all(AREA_ROUTE, ({ request }) => handleResourceRequest(request))];
