import { http, HttpResponse } from 'msw';
import type { ResourceDeclaration } from '@/admin-kit/declaration';
import { describeSchema } from '@/admin-kit/describe';
import { declarationOf, isDeclared, loadDeclarations } from '@/admin-kit/registry';
import { ACTIVITY_AREA, activityRecord, historyEntryOf, type ActivityInput } from '@/contract/activity';
import { htmlSanitizer } from '@/contract/html';
import { applyListQuery, contentRange, parseListQuery } from '@/contract/listQuery';
import { hashPbkdf2 } from '@/contract/passwords';
import {
  coerceReferences,
  etagOf,
  fillSlugs,
  hashedFields,
  referencesTo,
  SYSTEM_KEYS,
  staleEdit,
  uniqueViolations,
  unknownFields,
  validateBody,
  withoutSecrets,
  type Row,
} from '@/contract/rules';
import { API_ERRORS } from '@/contract/types';
import type { Action } from '@/routes/types';
import { key } from '@/admin-kit/schema/validation';
import type { Principal } from '../auth/accounts';
import { checkDelete, checkWrite, writeChecked } from '../auth/privileges';
import { requireSignIn } from '../auth/requireSignIn';
import {
  findStored,
  insertStored,
  liveRows,
  publicRow,
  removeStored,
  storedRows,
  updateStored,
} from '../lib/areaStore';
import { answer, fail, parseObject, readBodyText } from '../lib/httpErrors';

/*
 * The simple-REST contract of every declared area (ra-data-simple-rest) in the browser-only mode, answered as the API
 * server answers it (server/resources/routes.ts): GET /v1/{area} (200, Content-Range; `filter.trashed` lists the
 * trash), GET|PUT|DELETE /v1/{area}/{id} (DELETE moves to the trash, `?purge=true` then deletes for good), POST
 * /v1/{area} (201, Location), POST /v1/{area}/{id}/restore, GET /v1/{area}/{id}/history; every change writes its
 * activity entry. Every request needs a valid access token and the ability its
 * method calls for on the area, rebuilt from the caller's role on every request. Anything else under /v1 falls
 * through to the not-found answer (v1Fallback.ts).
 */
const METHOD_ACTION: Record<string, Action> = { GET: 'read', POST: 'store', PUT: 'edit', DELETE: 'delete' };
const ROUTES = {
  collection: ['GET', 'HEAD', 'POST'],
  record: ['GET', 'HEAD', 'PUT', 'DELETE'],
  restore: ['POST'],
  history: ['GET', 'HEAD'],
};

const parseId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : fail(404, API_ERRORS.notFound));

/** The first reference naming a record that does not exist or is in the trash (the server refuses it too). */
function checkReferencesExist(declaration: ResourceDeclaration, data: Row) {
  for (const field of describeSchema(declaration.schema).filter((f) => f.widget === 'reference' && f.reference)) {
    const value = data[field.source];
    if (value === null || value === undefined) continue;
    if (!liveRows(field.reference!).some((row) => Number(row.id) === value))
      fail(400, API_ERRORS.invalid, { [field.source]: key('reference') });
  }
}

/** Date-times are stored as the server stores them: UTC, ISO 8601 with milliseconds. */
function normalizeDateTimes(declaration: ResourceDeclaration, data: Row) {
  for (const field of describeSchema(declaration.schema).filter((f) => f.widget === 'datetime')) {
    const value = data[field.source];
    if (typeof value === 'string' && !Number.isNaN(Date.parse(value)))
      data[field.source] = new Date(value).toISOString();
  }
}

/**
 * Everything a write checks before it changes anything, in the server's order: unknown fields, the schema,
 * references, privileges, the exactly-one flag, slugs, unique values, referenced records; then the secrets are hashed.
 */
async function prepare(
  declaration: ResourceDeclaration,
  principal: Principal,
  body: Row,
  existing?: Row,
): Promise<Row> {
  const area = declaration.name;
  const unknown = unknownFields(declaration, body);
  if (Object.keys(unknown).length) fail(400, API_ERRORS.invalid, unknown);
  const merged: Row = existing ? { ...withoutSecrets(declaration, existing), ...body } : { ...body };
  for (const name of SYSTEM_KEYS) delete merged[name];
  const validated = validateBody(declaration, existing ? 'edit' : 'add', merged, htmlSanitizer());
  if ('errors' in validated) fail(400, API_ERRORS.invalid, validated.errors);
  const data: Row = { ...(validated as { data: Row }).data, ...(existing ? {} : declaration.server?.createDefaults) };
  const badReferences = coerceReferences(declaration, data);
  if (Object.keys(badReferences).length) fail(400, API_ERRORS.invalid, badReferences);
  checkWrite(principal, area, data, existing);

  const rows = liveRows(area) as Row[];
  const flag = declaration.server?.exactlyOne;
  if (flag) {
    const holder = rows.find((row) => row[flag] === true);
    if (!holder) data[flag] = true;
    else if (existing && Number(holder.id) === Number(existing.id) && data[flag] !== true)
      fail(400, API_ERRORS.invalid, { [flag]: key('exactlyOne') });
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
    if (row[flag] === true && Number(row.id) !== savedId)
      updateStored(declaration.name, Number(row.id), { [flag]: false }, { touch: false });
  }
}

/** Whether records of other areas point at this one: live ones keep it out of the trash, any keep it from a purge. */
const isReferenced = (area: string, id: number, rowsOf: (area: string) => readonly Row[]) =>
  referencesTo(area).some(({ declaration, field }) =>
    rowsOf(declaration.name).some(
      (row) => row[field] !== null && row[field] !== undefined && Number(row[field]) === id,
    ),
  );

const record = (input: Omit<ActivityInput, 'actor'>, principal: Principal) =>
  insertStored(ACTIVITY_AREA, activityRecord({ ...input, actor: principal.account }));

/** A record live or in the trash, as asked; 404 otherwise. */
function existingRow(declaration: ResourceDeclaration, id: number, trashed: boolean): Row {
  const stored = findStored(declaration.name, id);
  if (!stored || (stored.deletedAt != null) !== trashed) fail(404, API_ERRORS.notFound);
  return publicRow(declaration, stored!);
}

async function list(request: Request, declaration: ResourceDeclaration, principal: Principal): Promise<Response> {
  const parsed = parseListQuery(declaration, new URL(request.url).searchParams);
  if ('error' in parsed) return HttpResponse.json(parsed.error, { status: 400 });
  const { query } = parsed;
  if (query.trashed && !principal.ability.can('delete', declaration.name)) fail(403, API_ERRORS.forbidden);
  // Secrets are gone before any filter or sort sees the rows.
  const rows = storedRows(declaration.name).map((row) => publicRow(declaration, row));
  const { page, total } = applyListQuery(rows, query);
  return HttpResponse.json(page, {
    status: 200,
    headers: { 'Content-Range': contentRange(declaration.name, query.range[0], page.length, total) },
  });
}

async function create(declaration: ResourceDeclaration, principal: Principal, text: string): Promise<Response> {
  const body = parseObject(text);
  const data = await prepare(declaration, principal, body);
  const created = writeChecked(declaration.name, () => {
    const row = insertStored(declaration.name, data);
    moveFlag(declaration, data, row.id);
    record({ declaration, recordId: row.id, action: 'create', after: publicRow(declaration, row) }, principal);
    return row;
  });
  return HttpResponse.json(publicRow(declaration, created), {
    status: 201,
    headers: { Location: `/v1/${declaration.name}/${created.id}` },
  });
}

async function update(
  declaration: ResourceDeclaration,
  principal: Principal,
  id: number,
  text: string,
  ifMatch: string | null,
): Promise<Response> {
  const body = parseObject(text);
  const existing = existingRow(declaration, id, false);
  const stale = staleEdit(existing, body, ifMatch);
  if (stale) return HttpResponse.json(stale.body, { status: stale.status });
  const data = await prepare(declaration, principal, body, existing);
  const updated = writeChecked(declaration.name, () => {
    moveFlag(declaration, data, id);
    const row = updateStored(declaration.name, id, data);
    record(
      { declaration, recordId: id, action: 'update', before: existing, after: publicRow(declaration, row) },
      principal,
    );
    return row;
  });
  const row = publicRow(declaration, updated);
  return HttpResponse.json(row, { headers: { ETag: etagOf(row) } });
}

function remove(declaration: ResourceDeclaration, principal: Principal, id: number, purge: boolean): Response {
  const existing = existingRow(declaration, id, purge);
  if (purge) {
    if (isReferenced(declaration.name, id, storedRows)) fail(409, API_ERRORS.inUse);
    writeChecked(declaration.name, () => {
      removeStored(declaration.name, id);
      // As the server's foreign keys do (on delete set null): the audit trail keeps the entry and the name.
      for (const { declaration: trail, field } of referencesTo(declaration.name, { holding: false })) {
        for (const row of storedRows(trail.name))
          if (Number(row[field]) === id) updateStored(trail.name, row.id, { [field]: null }, { touch: false });
      }
      record({ declaration, recordId: id, action: 'purge' }, principal);
    });
    return HttpResponse.json(existing);
  }
  const flag = declaration.server?.exactlyOne;
  if (flag && existing[flag] === true) fail(409, API_ERRORS.deleteFlagged);
  checkDelete(principal, declaration.name, existing);
  if (isReferenced(declaration.name, id, liveRows)) fail(409, API_ERRORS.inUse);
  const trashed = writeChecked(declaration.name, () => {
    const row = updateStored(declaration.name, id, { deletedAt: new Date().toISOString() }, { touch: false });
    record({ declaration, recordId: id, action: 'delete' }, principal);
    return row;
  });
  return HttpResponse.json(publicRow(declaration, trashed));
}

function restore(declaration: ResourceDeclaration, principal: Principal, id: number): Response {
  const existing = existingRow(declaration, id, true);
  checkReferencesExist(declaration, existing);
  // The server's partial unique indexes: a value a live record took meanwhile keeps this one in the trash.
  const [taken] = Object.entries(uniqueViolations(declaration, liveRows(declaration.name) as Row[], existing, id));
  if (taken) fail(400, API_ERRORS.invalid, { [taken[0]]: taken[1] });
  const restored = writeChecked(declaration.name, () => {
    const row = updateStored(declaration.name, id, { deletedAt: null }, { touch: false });
    record({ declaration, recordId: id, action: 'restore' }, principal);
    return row;
  });
  return HttpResponse.json(publicRow(declaration, restored));
}

function history(declaration: ResourceDeclaration, id: number): Response {
  const entries = storedRows(ACTIVITY_AREA)
    .filter((row) => row.area === declaration.name && Number(row.recordId) === id)
    .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)) || b.id - a.id)
    .slice(0, 100);
  return HttpResponse.json(entries.map(historyEntryOf));
}

/** One request to a declared area; undefined (not handled here) for other paths and methods. */
function handleArea(
  request: Request,
  area: string,
  id?: string,
  sub?: string,
): Promise<Response | undefined> | undefined {
  const route =
    id === undefined
      ? 'collection'
      : sub === undefined
        ? 'record'
        : sub === 'restore' || sub === 'history'
          ? sub
          : undefined;
  if (!isDeclared(area) || !route || !ROUTES[route].includes(request.method)) return undefined;
  return answer(async () => {
    const text = await readBodyText(request);
    const principal = await requireSignIn(request);
    const method = request.method;
    const action = route === 'restore' ? 'delete' : route === 'history' ? 'read' : (METHOD_ACTION[method] ?? 'manage');
    if (!principal.ability.can(action, area)) fail(403, API_ERRORS.forbidden);
    await loadDeclarations();
    const declaration = declarationOf(area);
    if (declaration.server?.readOnly && method !== 'GET' && method !== 'HEAD') fail(405, API_ERRORS.readOnly);
    if (id === undefined)
      return method === 'POST' ? create(declaration, principal, text) : list(request, declaration, principal);
    const recordId = parseId(id);
    if (route === 'restore') return restore(declaration, principal, recordId);
    if (route === 'history') return history(declaration, recordId);
    if (method === 'PUT') return update(declaration, principal, recordId, text, request.headers.get('If-Match'));
    if (method === 'DELETE')
      return remove(declaration, principal, recordId, new URL(request.url).searchParams.get('purge') === 'true');
    const row = findStored(area, recordId);
    if (!row || row.deletedAt != null) return HttpResponse.json({ message: API_ERRORS.notFound }, { status: 404 });
    const record = publicRow(declaration, row);
    return HttpResponse.json(record, { headers: { ETag: etagOf(record) } });
  });
}

export const v1Handlers = [
  http.all('/v1/:area', ({ request, params }) => handleArea(request, String(params.area))),
  http.all('/v1/:area/:id', ({ request, params }) => handleArea(request, String(params.area), String(params.id))),
  http.all('/v1/:area/:id/:sub', ({ request, params }) =>
    handleArea(request, String(params.area), String(params.id), String(params.sub)),
  ),
];
