import { http, HttpResponse } from 'msw';
import type { ResourceDeclaration } from '@/admin-kit/declaration';
import { describeSchema } from '@/admin-kit/describe';
import { declarationOf, isDeclared, loadDeclarations } from '@/admin-kit/registry';
import { applyListQuery, contentRange, parseListQuery } from '@/contract/listQuery';
import { hashPbkdf2 } from '@/contract/passwords';
import {
  coerceReferences, etagOf, fillSlugs, hashedFields, referencesTo, SYSTEM_KEYS, staleEdit, uniqueViolations, unknownFields, validateBody, withoutSecrets, type Row,
} from '@/contract/rules';
import { API_ERRORS } from '@/contract/types';
import type { Action } from '@/routes/types';
import { key } from '@schemas/validation';
import type { Principal } from '../auth/accounts';
import { checkDelete, checkWrite, writeChecked } from '../auth/privileges';
import { requireSignIn } from '../auth/requireSignIn';
import { findStored, insertStored, publicRow, removeStored, storedRows, updateStored } from '../lib/areaStore';
import { answer, fail, parseObject, readBodyText } from '../lib/httpErrors';

/*
 * The simple-REST contract of every declared area (ra-data-simple-rest) in the browser-only mode, answered as the API
 * server answers it (server/resources/routes.ts): GET /v1/{area} (200, Content-Range), GET|PUT|DELETE
 * /v1/{area}/{id}, POST /v1/{area} (201, Location). Every request needs a valid access token and the ability its
 * method calls for on the area, rebuilt from the caller's role on every request. Anything else under /v1 falls
 * through to the not-found answer (v1Fallback.ts).
 */
const METHOD_ACTION: Record<string, Action> = { GET: 'read', POST: 'store', PUT: 'edit', DELETE: 'delete' };
const ROUTES = { collection: ['GET', 'HEAD', 'POST'], record: ['GET', 'HEAD', 'PUT', 'DELETE'] };

const parseId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : fail(404, API_ERRORS.notFound));

/** The first reference naming a record that does not exist (the server's foreign keys refuse it). */
function checkReferencesExist(declaration: ResourceDeclaration, data: Row) {
  for (const field of describeSchema(declaration.schema).filter((f) => f.widget === 'reference' && f.reference)) {
    const value = data[field.source];
    if (value === null || value === undefined) continue;
    if (!storedRows(field.reference!).some((row) => Number(row.id) === value)) fail(400, API_ERRORS.invalid, { [field.source]: key('reference') });
  }
}

/** Date-times are stored as the server stores them: UTC, ISO 8601 with milliseconds. */
function normalizeDateTimes(declaration: ResourceDeclaration, data: Row) {
  for (const field of describeSchema(declaration.schema).filter((f) => f.widget === 'datetime')) {
    const value = data[field.source];
    if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) data[field.source] = new Date(value).toISOString();
  }
}

/**
 * Everything a write checks before it changes anything, in the server's order: unknown fields, the schema,
 * references, privileges, the exactly-one flag, slugs, unique values, referenced records; then the secrets are hashed.
 */
async function prepare(declaration: ResourceDeclaration, principal: Principal, body: Row, existing?: Row): Promise<Row> {
  const area = declaration.name;
  const unknown = unknownFields(declaration, body);
  if (Object.keys(unknown).length) fail(400, API_ERRORS.invalid, unknown);
  const merged: Row = existing ? { ...withoutSecrets(declaration, existing), ...body } : { ...body };
  for (const name of SYSTEM_KEYS) delete merged[name];
  const validated = validateBody(declaration, existing ? 'edit' : 'add', merged);
  if ('errors' in validated) fail(400, API_ERRORS.invalid, validated.errors);
  const data: Row = { ...(validated as { data: Row }).data, ...(existing ? {} : declaration.server?.createDefaults) };
  const badReferences = coerceReferences(declaration, data);
  if (Object.keys(badReferences).length) fail(400, API_ERRORS.invalid, badReferences);
  checkWrite(principal, area, data, existing);

  const rows = storedRows(area) as Row[];
  const flag = declaration.server?.exactlyOne;
  if (flag) {
    const holder = rows.find((row) => row[flag] === true);
    if (!holder) data[flag] = true;
    else if (existing && Number(holder.id) === Number(existing.id) && data[flag] !== true) fail(400, API_ERRORS.invalid, { [flag]: key('exactlyOne') });
  }
  fillSlugs(declaration, rows, data, existing?.id);
  // The server's unique indexes refuse the first group a value collides in.
  const [taken] = Object.entries(uniqueViolations(declaration, rows, data, existing?.id));
  if (taken) fail(400, API_ERRORS.invalid, { [taken[0]]: taken[1] });
  checkReferencesExist(declaration, data);
  normalizeDateTimes(declaration, data);
  for (const [secret, target] of hashedFields(declaration)) {
    const value = data[secret];
    delete data[secret];
    if (typeof value === 'string' && value) data[target] = await hashPbkdf2(value);
  }
  return data;
}

/** Setting the exactly-one flag on a record takes it from every other one. */
function moveFlag(declaration: ResourceDeclaration, data: Row, savedId: number) {
  const flag = declaration.server?.exactlyOne;
  if (!flag || data[flag] !== true) return;
  for (const row of storedRows(declaration.name)) {
    if (row[flag] === true && Number(row.id) !== savedId) updateStored(declaration.name, Number(row.id), { [flag]: false }, { touch: false });
  }
}

const isReferenced = (area: string, id: number) =>
  referencesTo(area).some(({ declaration, field }) => storedRows(declaration.name).some((row) => row[field] !== null && row[field] !== undefined && Number(row[field]) === id));

async function list(request: Request, declaration: ResourceDeclaration): Promise<Response> {
  const parsed = parseListQuery(declaration, new URL(request.url).searchParams);
  if ('error' in parsed) return HttpResponse.json(parsed.error, { status: 400 });
  const { query } = parsed;
  // Secrets are gone before any filter or sort sees the rows.
  const rows = storedRows(declaration.name).map((row) => publicRow(declaration, row));
  const { page, total } = applyListQuery(rows, query);
  return HttpResponse.json(page, { status: 200, headers: { 'Content-Range': contentRange(declaration.name, query.range[0], page.length, total) } });
}

async function create(declaration: ResourceDeclaration, principal: Principal, text: string): Promise<Response> {
  const body = parseObject(text);
  const data = await prepare(declaration, principal, body);
  const created = writeChecked(declaration.name, () => {
    const row = insertStored(declaration.name, data);
    moveFlag(declaration, data, row.id);
    return row;
  });
  return HttpResponse.json(publicRow(declaration, created), { status: 201, headers: { Location: `/v1/${declaration.name}/${created.id}` } });
}

async function update(declaration: ResourceDeclaration, principal: Principal, id: number, text: string, ifMatch: string | null): Promise<Response> {
  const body = parseObject(text);
  const stored = findStored(declaration.name, id);
  if (!stored) fail(404, API_ERRORS.notFound);
  const stale = staleEdit(publicRow(declaration, stored!), body, ifMatch);
  if (stale) return HttpResponse.json(stale.body, { status: stale.status });
  const data = await prepare(declaration, principal, body, publicRow(declaration, stored!));
  const updated = writeChecked(declaration.name, () => {
    moveFlag(declaration, data, id);
    return updateStored(declaration.name, id, data);
  });
  const row = publicRow(declaration, updated);
  return HttpResponse.json(row, { headers: { ETag: etagOf(row) } });
}

function remove(declaration: ResourceDeclaration, principal: Principal, id: number): Response {
  const stored = findStored(declaration.name, id);
  if (!stored) fail(404, API_ERRORS.notFound);
  const existing = publicRow(declaration, stored!);
  const flag = declaration.server?.exactlyOne;
  if (flag && existing[flag] === true) fail(409, API_ERRORS.deleteFlagged);
  checkDelete(principal, declaration.name, existing);
  if (isReferenced(declaration.name, id)) fail(409, API_ERRORS.inUse);
  writeChecked(declaration.name, () => removeStored(declaration.name, id));
  return HttpResponse.json(existing);
}

/** One request to a declared area; undefined (not handled here) for other paths and methods. */
function handleArea(request: Request, area: string, id?: string): Promise<Response | undefined> | undefined {
  if (!isDeclared(area) || !ROUTES[id === undefined ? 'collection' : 'record'].includes(request.method)) return undefined;
  return answer(async () => {
    const text = await readBodyText(request);
    const principal = await requireSignIn(request);
    const method = request.method;
    if (!principal.ability.can(METHOD_ACTION[method] ?? 'manage', area)) fail(403, API_ERRORS.forbidden);
    await loadDeclarations();
    const declaration = declarationOf(area);
    if (id === undefined) return method === 'POST' ? create(declaration, principal, text) : list(request, declaration);
    const recordId = parseId(id);
    if (method === 'PUT') return update(declaration, principal, recordId, text, request.headers.get('If-Match'));
    if (method === 'DELETE') return remove(declaration, principal, recordId);
    const row = findStored(area, recordId);
    if (!row) return HttpResponse.json({ message: API_ERRORS.notFound }, { status: 404 });
    const record = publicRow(declaration, row);
    return HttpResponse.json(record, { headers: { ETag: etagOf(record) } });
  });
}

export const v1Handlers = [
  http.all('/v1/:area', ({ request, params }) => handleArea(request, String(params.area))),
  http.all('/v1/:area/:id', ({ request, params }) => handleArea(request, String(params.area), String(params.id))),
];
