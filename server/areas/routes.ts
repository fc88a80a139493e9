import { Hono } from 'hono';
import { and, desc, eq, sql } from 'drizzle-orm';
import { ACTIVITY_AREA, historyEntryOf } from '@/contract/activity';
import { contentRange } from '@/contract/listQuery';
import { parseTagValuesQuery } from '@/contract/tagValues';
import { etagOf, staleEdit } from '@/contract/rules';
import { API_ERRORS, TOTAL_ESTIMATED_HEADER } from '@/contract/types';
import type { ServerContext } from '../context';
import { fail, HttpError, readObject } from '../http/errors';
import type { Env } from '../auth/principal';
import { listPage } from './listPage';
import { JSON_TYPE, RECORD_JSON, recordJsonOf } from './recordJson';
import { AREA, areaGuard, parseId } from './guard';
import { listRequestOf } from './listRequest';
import { checkDelete } from './privileges';
import { fieldAccess, shownTo, withoutHidden } from './fieldAccess';
import { ensureMayRead, mayReadPurged, mayTouch, rowLimitOf } from './rowAccess';
import { publicColumns, serialize } from './serialize';
import { idempotentCreates } from './idempotency';
import { summaryRoutes } from './summary';
import { exportRoutes } from './export';
import { importRoutes } from './import';
import { searchRoutes } from './search';
import { isTagsField, tagValues } from './tagValues';
import { column, areaWrites } from './write';
import { afterChange, beforeDelete } from './hooks';

/*
 * The simple-REST contract of every declared area (ra-data-simple-rest), generated from its declaration:
 * GET /v1/{area} (200, Content-Range; `filter.trashed` lists the trash), GET|PUT|DELETE /v1/{area}/{id} (DELETE moves
 * to the trash; `?purge=true` then deletes for good), POST /v1/{area} (201, Location), POST /v1/{area}/{id}/restore,
 * GET /v1/{area}/{id}/history, GET /v1/{area}/tags/{field} (a tags field's values, src/contract/tagValues.ts). Every change writes its activity entry in its own transaction. GET /v1/summary
 * (./summary.ts) answers the home page: every listable area's count and latest change. Who may call them:
 * ./guard.ts; what the writes share: ./write.ts.
 */
export function areaRoutes(context: ServerContext) {
  const app = new Hono<Env>();
  const { signedIn, areaOf } = areaGuard(context);
  const { now, findRow, reachableRow, record, checkReferencesLive, checkNotReferenced, prepare, write, hookCall } =
    areaWrites(context);
  const { keyOf, once } = idempotentCreates(context);
  // Before the area routes, whose `/:area` and `/:area/:id` would take their paths.
  app.route('/', summaryRoutes(context));
  app.route('/', exportRoutes(context));
  app.route('/', importRoutes(context));
  app.route('/', searchRoutes(context));
  // Once per request: `/:area/*` also matches `/:area` (a second `app.use(AREA, …)` looked the caller up twice).
  app.use(`${AREA}/*`, signedIn);

  app.get(AREA, async (c) => {
    const { declaration, table, principal } = areaOf(c);
    const asked = listRequestOf(principal, declaration, table, new URL(c.req.url).searchParams);
    if ('error' in asked) return c.json(asked.error, 400);
    const { query, where, restricted, hidden, shown } = asked;
    const json = recordJsonOf(declaration, table, hidden);
    const { rows, total, estimated } = await listPage(context, declaration, table, query, where, restricted, json);
    c.header('Content-Range', contentRange(declaration.name, query.range[0], rows.length, total));
    if (estimated) c.header(TOTAL_ESTIMATED_HEADER, 'true');
    if (json) return c.body(`[${rows.map((row) => row[RECORD_JSON]).join(',')}]`, 200, JSON_TYPE);
    return c.json(
      rows.map((row) => shown(serialize(table, row))),
      200,
    );
  });

  // Before `/:id/history`, whose path is as long.
  app.get(`${AREA}/tags/:field`, async (c) => {
    const { declaration, table, principal } = areaOf(c, 'read');
    const field = c.req.param('field');
    if (!isTagsField(declaration, field) || fieldAccess(principal, declaration).hidden.has(field))
      return c.json({ message: API_ERRORS.notFound }, 404);
    const parsed = parseTagValuesQuery(new URL(c.req.url).searchParams);
    if ('error' in parsed) return c.json(parsed.error, 400);
    const rowLimit = rowLimitOf(principal, 'read', declaration.name, table);
    return c.json(await tagValues(context.db, table, field, parsed.q, rowLimit));
  });

  app.get(`${AREA}/:id`, async (c) => {
    const { declaration, table, principal } = areaOf(c);
    const found = await findRow(context.db, declaration, table, parseId(c.req.param('id')));
    // A record in the trash is listed there (filter.trashed), not read on its own.
    const row = ensureMayRead(principal, declaration.name, found?.deletedAt == null ? found : undefined);
    c.header('ETag', etagOf(row));
    return c.json(shownTo(principal, declaration)(row));
  });

  app.get(`${AREA}/:id/history`, async (c) => {
    const { declaration, table, principal } = areaOf(c, 'read');
    const id = parseId(c.req.param('id'));
    const row = await findRow(context.db, declaration, table, id);
    if (row) ensureMayRead(principal, declaration.name, row);
    // A purged record's history (its values included) is for those who read and may purge any record of the area.
    else if (!mayReadPurged(principal, declaration.name, table)) fail(404, API_ERRORS.notFound);
    const activity = context.schema.areas[ACTIVITY_AREA];
    const rows = await context.db
      .select()
      .from(activity)
      .where(and(eq(column(activity, 'area'), declaration.name), eq(column(activity, 'recordId'), id)))
      .orderBy(desc(column(activity, 'createdAt')), desc(column(activity, 'id')))
      .limit(100);
    const { hidden } = fieldAccess(principal, declaration);
    return c.json(
      rows.map((row) => {
        const entry = historyEntryOf(serialize(activity, row));
        return { ...entry, changes: withoutHidden(entry.changes, hidden) };
      }),
    );
  });

  app.post(AREA, async (c) => {
    const { declaration, table, principal } = areaOf(c);
    const text = await c.req.text();
    const key = await keyOf(c.req.header('Idempotency-Key'), principal.account.id, 'POST', c.req.path, text);
    const body = await readObject(c);
    const answer = await once(key, (idempotent) =>
      write(declaration, false, async (tx) => {
        await idempotent.claim(tx);
        const { data, secretsSet } = await prepare(tx, declaration, principal, body);
        const [row] = await tx
          .insert(table)
          .values({ ...data, createdBy: principal.account.id })
          .returning(publicColumns(declaration, table));
        const after = serialize(table, row);
        await record(tx, { declaration, recordId: after.id as number, action: 'create', after, secretsSet }, principal);
        await afterChange(hookCall(tx, declaration, principal), after, 'create');
        const created = { status: 201, body: after };
        await idempotent.keep(tx, created);
        return created;
      }),
    );
    c.header('Location', `/v1/${declaration.name}/${answer.body.id}`);
    return c.json(shownTo(principal, declaration)(answer.body), 201);
  });

  app.put(`${AREA}/:id`, async (c) => {
    const { declaration, table, principal } = areaOf(c);
    const id = parseId(c.req.param('id'));
    const body = await readObject(c);
    const shown = shownTo(principal, declaration);
    const updated = await write(declaration, false, async (tx) => {
      const existing = await reachableRow(tx, declaration, table, principal, 'edit', id, false);
      const stale = staleEdit(existing, body, c.req.header('If-Match') ?? null);
      if (stale) throw new HttpError(stale.status, { ...stale.body, current: shown(stale.body.current) });
      const { data, secretsSet } = await prepare(tx, declaration, principal, body, existing);
      // The version in the WHERE clause: a concurrent edit that committed after our read makes this match nothing.
      const [row] = await tx
        .update(table)
        .set({ ...data, updatedAt: now(), version: sql`${column(table, 'version')} + 1` })
        .where(and(eq(column(table, 'id'), id), eq(column(table, 'version'), existing.version as number)))
        .returning(publicColumns(declaration, table));
      if (!row) {
        const current = await findRow(tx, declaration, table, id);
        const readable = current && mayTouch(principal, 'read', declaration.name, current);
        throw new HttpError(409, { message: API_ERRORS.conflict, ...(readable ? { current: shown(current) } : {}) });
      }
      const after = serialize(table, row);
      await record(tx, { declaration, recordId: id, action: 'update', before: existing, after, secretsSet }, principal);
      await afterChange(hookCall(tx, declaration, principal), after, 'update', existing);
      return after;
    });
    c.header('ETag', etagOf(updated));
    return c.json(shown(updated));
  });

  app.delete(`${AREA}/:id`, async (c) => {
    const { declaration, table, principal } = areaOf(c);
    const id = parseId(c.req.param('id'));
    const purge = c.req.query('purge') === 'true';
    const answer = await write(declaration, true, async (tx) => {
      const existing = await reachableRow(tx, declaration, table, principal, 'delete', id, purge);
      await checkDelete(context, tx, principal, declaration.name, existing);
      await beforeDelete(hookCall(tx, declaration, principal), existing, purge);
      if (purge) {
        // Final: refused (409) while any record, even one in the trash, still points here; the foreign keys hold too.
        await checkNotReferenced(tx, declaration.name, id, { trashedToo: true });
        await tx.delete(table).where(eq(column(table, 'id'), id));
        await record(tx, { declaration, recordId: id, action: 'purge' }, principal);
        return existing;
      }
      await checkNotReferenced(tx, declaration.name, id);
      const [row] = await tx
        .update(table)
        .set({ deletedAt: now() })
        .where(eq(column(table, 'id'), id))
        .returning(publicColumns(declaration, table));
      await record(tx, { declaration, recordId: id, action: 'delete' }, principal);
      return serialize(table, row);
    });
    return c.json(shownTo(principal, declaration)(answer));
  });

  app.post(`${AREA}/:id/restore`, async (c) => {
    const { declaration, table, principal } = areaOf(c, 'delete');
    const id = parseId(c.req.param('id'));
    const restored = await write(declaration, false, async (tx) => {
      const existing = await reachableRow(tx, declaration, table, principal, 'delete', id, true);
      await checkDelete(context, tx, principal, declaration.name, existing);
      await checkReferencesLive(tx, declaration, principal, existing, existing);
      // A unique value taken meanwhile by a live record answers 400 on that field (the partial unique index).
      const [row] = await tx
        .update(table)
        .set({ deletedAt: null })
        .where(eq(column(table, 'id'), id))
        .returning(publicColumns(declaration, table));
      await record(tx, { declaration, recordId: id, action: 'restore' }, principal);
      return serialize(table, row);
    });
    return c.json(shownTo(principal, declaration)(restored));
  });

  return app;
}
