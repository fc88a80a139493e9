import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AreaModel } from '@schemas/kit/model';
import { describeSchema } from '@schemas/kit/describe';
import { ACTIVITY_AREA, activityRecord, historyEntryOf, type ActivityInput } from '@/contract/activity';
import { isArea, modelOf } from '@schemas/kit/registry';
import { contentRange, parseListQuery } from '@/contract/listQuery';
import {
  coerceReferences,
  etagOf,
  fillSlugs,
  hashedFields,
  referencesTo,
  SYSTEM_KEYS,
  staleEdit,
  unknownFields,
  validateBody,
  withoutSecrets,
  type Row,
} from '@/contract/rules';
import { API_ERRORS } from '@/contract/types';
import type { Action } from '@schemas/kit/access';
import { key } from '@schemas/kit/validation';
import type { ServerContext } from '../context';
import type { Db } from '../db/client';
import type { AreaTable } from '../db/tables';
import { fail, HttpError, pgErrorOf, readObject } from '../http/errors';
import { requireSignIn, type Env, type Principal } from '../auth/principal';
import { hashPassword } from '../auth/passwords';
import { countOf } from './counts';
import { orderOf, whereOf } from './listQuery';
import { checkDelete, checkWrite, ensureAnAdministratorRemains } from './privileges';
import { serverHtmlSanitizer } from './richText';
import { publicColumns, serialize } from './serialize';
import { summaryRoutes } from './summary';

/*
 * The simple-REST contract of every declared area (ra-data-simple-rest), generated from its declaration:
 * GET /v1/{area} (200, Content-Range; `filter.trashed` lists the trash), GET|PUT|DELETE /v1/{area}/{id} (DELETE moves
 * to the trash; `?purge=true` then deletes for good), POST /v1/{area} (201, Location), POST /v1/{area}/{id}/restore,
 * GET /v1/{area}/{id}/history. Every change writes its activity entry in its own transaction. GET /v1/summary
 * (./summary.ts) answers the home page: every listable area's count and latest change.
 */
const METHOD_ACTION: Record<string, Action> = { GET: 'read', POST: 'store', PUT: 'edit', DELETE: 'delete' };

const column = (table: AreaTable, name: string) => (table as unknown as Record<string, AnyPgColumn>)[name];
const parseId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : fail(404, API_ERRORS.notFound));

/** Maps a constraint the database refused to the answer the screens understand. */
function constraintError(declaration: AreaModel, error: unknown, deleting: boolean): HttpError | undefined {
  const pg = pgErrorOf(error);
  if (!pg?.code) return undefined;
  const area = declaration.name;
  if (pg.code === '23505') {
    const group = (declaration.server?.unique ?? []).find((g) => pg.constraint === `${area}_${g.join('_')}_unique`);
    const flag = declaration.server?.exactlyOne;
    if (group) return new HttpError(400, { message: API_ERRORS.invalid, errors: { [group[0]]: key('unique') } });
    if (flag && pg.constraint === `${area}_${flag}_one`)
      return new HttpError(409, { message: API_ERRORS.invalid, errors: { [flag]: key('exactlyOne') } });
  }
  if (pg.code === '23503' || pg.code === '23001') {
    if (deleting) return new HttpError(409, { message: API_ERRORS.inUse });
    const field = pg.constraint?.startsWith(`${area}_`) ? pg.constraint.slice(area.length + 1, -3) : undefined;
    return new HttpError(400, { message: API_ERRORS.invalid, errors: { [field ?? '_']: key('reference') } });
  }
  if (pg.code === '23514' || pg.code === '23502' || pg.code === '22P02' || pg.code === '22007' || pg.code === '22008') {
    return new HttpError(400, { message: API_ERRORS.invalid, errors: { _: key('invalid') } });
  }
  return undefined;
}

export function resourceRoutes(context: ServerContext) {
  const app = new Hono<Env>();
  const now = () => new Date(context.config.now()).toISOString();
  // Before the area routes, whose `/:area` would take its path.
  app.route('/', summaryRoutes(context));

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

  async function findRow(db: Db, declaration: AreaModel, table: AreaTable, id: number): Promise<Row | undefined> {
    const [row] = await db
      .select(publicColumns(declaration, table))
      .from(table)
      .where(eq(column(table, 'id'), id))
      .limit(1);
    return row ? serialize(table, row) : undefined;
  }

  const record = (tx: Db, input: Omit<ActivityInput, 'actor'>, principal: Principal) =>
    tx
      .insert(context.schema.areas[ACTIVITY_AREA])
      .values({ ...activityRecord({ ...input, actor: principal.account }), createdAt: now(), updatedAt: now() });

  /** References must name live records (a trashed one is as good as gone; the foreign key still holds it). */
  async function checkReferencesLive(db: Db, declaration: AreaModel, data: Row) {
    for (const field of describeSchema(declaration.schema).filter((f) => f.widget === 'reference' && f.reference)) {
      const value = data[field.source];
      if (value === null || value === undefined) continue;
      const target = context.schema.areas[field.reference!];
      const [live] = await db
        .select({ id: column(target, 'id') })
        .from(target)
        .where(and(eq(column(target, 'id'), value), isNull(column(target, 'deletedAt'))))
        .limit(1);
      if (!live) fail(400, API_ERRORS.invalid, { [field.source]: key('reference') });
    }
  }

  /** Live records of other areas that point at this one keep it out of the trash. */
  async function checkNotReferenced(db: Db, area: string, id: number) {
    for (const { declaration, field } of referencesTo(area)) {
      const table = context.schema.areas[declaration.name];
      const [user] = await db
        .select({ id: column(table, 'id') })
        .from(table)
        .where(and(eq(column(table, field), id), isNull(column(table, 'deletedAt'))))
        .limit(1);
      if (user) fail(409, API_ERRORS.inUse);
    }
  }

  /** Everything a write shares: schema, references, privileges, slugs, the exactly-one flag, hashing. */
  async function prepare(
    db: Db,
    declaration: AreaModel,
    table: AreaTable,
    principal: Principal,
    body: Row,
    existing?: Row,
  ): Promise<Row> {
    const unknown = unknownFields(declaration, body);
    if (Object.keys(unknown).length) fail(400, API_ERRORS.invalid, unknown);
    const merged = existing ? { ...withoutSecrets(declaration, existing), ...body } : body;
    for (const name of SYSTEM_KEYS) delete merged[name];
    const validated = validateBody(declaration, existing ? 'edit' : 'add', merged, await serverHtmlSanitizer(context));
    if ('errors' in validated) fail(400, API_ERRORS.invalid, validated.errors);
    const data: Row = { ...(validated as { data: Row }).data, ...(existing ? {} : declaration.server?.createDefaults) };
    const badReferences = coerceReferences(declaration, data);
    if (Object.keys(badReferences).length) fail(400, API_ERRORS.invalid, badReferences);
    await checkReferencesLive(db, declaration, data);
    await checkWrite(context, db, principal, declaration.name, data, existing);

    const live = isNull(column(table, 'deletedAt'));
    const flag = declaration.server?.exactlyOne;
    if (flag) {
      const [holder] = await db
        .select({ id: column(table, 'id') })
        .from(table)
        .where(and(sql`${column(table, flag)}`, live))
        .limit(1);
      if (!holder) data[flag] = true;
      else if (existing && holder.id === existing.id && data[flag] !== true)
        fail(400, API_ERRORS.invalid, { [flag]: key('exactlyOne') });
      if (data[flag] === true) {
        const others = existing
          ? and(sql`${column(table, flag)}`, ne(column(table, 'id'), existing.id as number))
          : sql`${column(table, flag)}`;
        await db
          .update(table)
          .set({ [flag]: false, updatedAt: now() })
          .where(others);
      }
    }
    const slugScope = describeSchema(declaration.schema).some((f) => f.widget === 'slug');
    if (slugScope) {
      const scope = (declaration.server?.unique ?? []).flat().filter((name) => name !== 'slug');
      const condition = and(
        live,
        ...scope.map((name) =>
          data[name] == null ? sql`${column(table, name)} is null` : eq(column(table, name), data[name]),
        ),
      );
      const rows = (await db.select().from(table).where(condition)) as Row[];
      fillSlugs(declaration, rows, data, existing?.id);
    }
    for (const [secret, target] of hashedFields(declaration)) {
      const value = data[secret];
      delete data[secret];
      if (typeof value === 'string' && value) data[target] = await hashPassword(context, value);
    }
    return data;
  }

  /** Runs a write in one transaction and maps refused constraints to answers. */
  async function write<T>(declaration: AreaModel, deleting: boolean, run: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await context.db.transaction(async (tx) => {
        const result = await run(tx as unknown as Db);
        await ensureAnAdministratorRemains(context, tx as unknown as Db, declaration.name);
        return result;
      });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const mapped = constraintError(declaration, error, deleting);
      if (mapped) throw mapped;
      throw error;
    }
  }

  /** A record of the request's area, live or in the trash as asked; 404 otherwise. */
  async function existingRow(
    tx: Db,
    declaration: AreaModel,
    table: AreaTable,
    id: number,
    trashed: boolean,
  ): Promise<Row> {
    const existing = await findRow(tx, declaration, table, id);
    if (!existing || (existing.deletedAt != null) !== trashed) fail(404, API_ERRORS.notFound);
    return existing!;
  }

  // Any area-shaped name; areaOf answers 404 for one that is not declared.
  const AREA = '/:area{[a-z][a-z0-9-]*}';
  const signIn = requireSignIn(context);
  // An undeclared name is simply not found; a declared area needs a signed-in caller.
  const guard: MiddlewareHandler<Env> = (c, next) => (isArea(c.req.param('area') ?? '') ? signIn(c, next) : next());
  app.use(AREA, guard);
  app.use(`${AREA}/*`, guard);

  app.get(AREA, async (c) => {
    const { declaration, table, principal } = areaOf(c);
    const parsed = parseListQuery(declaration, new URL(c.req.url).searchParams);
    if ('error' in parsed) return c.json(parsed.error, 400);
    const { query } = parsed;
    // The trash is for those who may delete (and so restore or purge).
    if (query.trashed && !principal.ability.can('delete', declaration.name)) fail(403, API_ERRORS.forbidden);
    const where = whereOf(table, query);
    // Two queries: the page walks the sort index and stops after its rows; a window count would sort every row.
    const rows = await context.db
      .select(publicColumns(declaration, table))
      .from(table)
      .where(where)
      .orderBy(...orderOf(table, query))
      .limit(query.range[1] - query.range[0] + 1)
      .offset(query.range[0]);
    const total = await countOf(context, declaration.name, table, query, where);
    c.header('Content-Range', contentRange(declaration.name, query.range[0], rows.length, total));
    return c.json(
      rows.map((row) => serialize(table, row)),
      200,
    );
  });

  app.get(`${AREA}/:id`, async (c) => {
    const { declaration, table } = areaOf(c);
    const row = await findRow(context.db, declaration, table, parseId(c.req.param('id')));
    // A record in the trash is listed there (filter.trashed), not read on its own.
    if (!row || row.deletedAt != null) return c.json({ message: API_ERRORS.notFound }, 404);
    c.header('ETag', etagOf(row));
    return c.json(row);
  });

  app.get(`${AREA}/:id/history`, async (c) => {
    const { declaration } = areaOf(c, 'read');
    const id = parseId(c.req.param('id'));
    const activity = context.schema.areas[ACTIVITY_AREA];
    const rows = await context.db
      .select()
      .from(activity)
      .where(and(eq(column(activity, 'area'), declaration.name), eq(column(activity, 'recordId'), id)))
      .orderBy(desc(column(activity, 'createdAt')), desc(column(activity, 'id')))
      .limit(100);
    return c.json(rows.map((row) => historyEntryOf(serialize(activity, row))));
  });

  app.post(AREA, async (c) => {
    const { declaration, table, principal } = areaOf(c);
    const body = await readObject(c);
    const created = await write(declaration, false, async (tx) => {
      const data = await prepare(tx, declaration, table, principal, body);
      const [row] = await tx.insert(table).values(data).returning(publicColumns(declaration, table));
      const after = serialize(table, row);
      await record(tx, { declaration, recordId: after.id as number, action: 'create', after }, principal);
      return after;
    });
    c.header('Location', `/v1/${declaration.name}/${created.id}`);
    return c.json(created, 201);
  });

  app.put(`${AREA}/:id`, async (c) => {
    const { declaration, table, principal } = areaOf(c);
    const id = parseId(c.req.param('id'));
    const body = await readObject(c);
    const updated = await write(declaration, false, async (tx) => {
      const existing = await existingRow(tx, declaration, table, id, false);
      const stale = staleEdit(existing, body, c.req.header('If-Match') ?? null);
      if (stale) throw new HttpError(stale.status, stale.body);
      const data = await prepare(tx, declaration, table, principal, body, existing);
      // The version in the WHERE clause: a concurrent edit that committed after our read makes this match nothing.
      const [row] = await tx
        .update(table)
        .set({ ...data, updatedAt: now(), version: sql`${column(table, 'version')} + 1` })
        .where(and(eq(column(table, 'id'), id), eq(column(table, 'version'), existing.version as number)))
        .returning(publicColumns(declaration, table));
      if (!row)
        throw new HttpError(409, {
          message: API_ERRORS.conflict,
          current: (await findRow(tx, declaration, table, id))!,
        });
      const after = serialize(table, row);
      await record(tx, { declaration, recordId: id, action: 'update', before: existing, after }, principal);
      return after;
    });
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  app.delete(`${AREA}/:id`, async (c) => {
    const { declaration, table, principal } = areaOf(c);
    const id = parseId(c.req.param('id'));
    const purge = c.req.query('purge') === 'true';
    const answer = await write(declaration, true, async (tx) => {
      const existing = await existingRow(tx, declaration, table, id, purge);
      if (purge) {
        // Final: the foreign keys refuse it (409) while any record, even one in the trash, still points here.
        await tx.delete(table).where(eq(column(table, 'id'), id));
        await record(tx, { declaration, recordId: id, action: 'purge' }, principal);
        return existing;
      }
      const flag = declaration.server?.exactlyOne;
      if (flag && existing[flag] === true) fail(409, API_ERRORS.deleteFlagged);
      checkDelete(principal, declaration.name, existing);
      await checkNotReferenced(tx, declaration.name, id);
      const [row] = await tx
        .update(table)
        .set({ deletedAt: now() })
        .where(eq(column(table, 'id'), id))
        .returning(publicColumns(declaration, table));
      await record(tx, { declaration, recordId: id, action: 'delete' }, principal);
      return serialize(table, row);
    });
    return c.json(answer);
  });

  app.post(`${AREA}/:id/restore`, async (c) => {
    const { declaration, table, principal } = areaOf(c, 'delete');
    const id = parseId(c.req.param('id'));
    const restored = await write(declaration, false, async (tx) => {
      const existing = await existingRow(tx, declaration, table, id, true);
      await checkReferencesLive(tx, declaration, existing);
      // A unique value taken meanwhile by a live record answers 400 on that field (the partial unique index).
      const [row] = await tx
        .update(table)
        .set({ deletedAt: null })
        .where(eq(column(table, 'id'), id))
        .returning(publicColumns(declaration, table));
      await record(tx, { declaration, recordId: id, action: 'restore' }, principal);
      return serialize(table, row);
    });
    return c.json(restored);
  });

  return app;
}
