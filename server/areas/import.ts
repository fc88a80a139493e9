import { Hono } from 'hono';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { message } from '@schemas/kit/validation';
import { ACTIVITY_AREA } from '@/contract/activity';
import {
  IMPORT_ID_PATTERN,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  MAX_LISTED_ROW_ERRORS,
  type ImportDone,
  type ImportDryRun,
  type ImportRefused,
  type ImportRowError,
  type ImportUndone,
} from '@/contract/import';
import { isPlainObject } from '@/contract/rules';
import { API_ERRORS } from '@/contract/types';
import type { ServerContext } from '../context';
import type { Env } from '../auth/principal';
import { fail, HttpError } from '../http/errors';
import { AREA, areaGuard } from './guard';
import { beforeDelete } from './hooks';
import { ensureFieldsWritable } from './fieldAccess';
import { importBatches, oneConnection, TRASH_CHUNK, type ImportTarget, type Tally } from './importBatches';
import { importFileOf, type ImportFile, type ImportRow } from './importFile';
import type { ChosenColumns } from './importColumns';
import { checkDelete } from './privileges';
import { ensureReachable } from './rowAccess';
import { publicColumns, serialize } from './serialize';
import { areaWrites, column } from './write';

/*
 * POST /v1/{area}/import (src/contract/import.ts): a CSV or JSON file's rows created as records, every one as
 * POST /v1/{area} would create it (the same prepare(): schema, unique values, references, the model's hooks, the
 * caller's fields and row conditions), all or none. `?dryRun=true` does the same and rolls it back, so clashes between
 * the file's rows and with the database are found too. Each record's history entry carries the import's id;
 * POST /v1/{area}/import/{importId}/undo moves what it created to the trash.
 *
 * The whole file is read and its rows counted before the database is touched: a file over the row limit is refused at
 * once, and a slow upload holds no connection. Then its rows are created a batch at a time (./importBatches.ts: in one
 * transaction on PostgreSQL; on PGlite, whose one connection every request shares, a transaction per batch).
 */

/** Thrown to roll a dry run back with its answer. */
class DryRunDone extends Error {
  constructor(readonly answer: ImportDryRun) {
    super('dry run');
  }
}

export function importRoutes(context: ServerContext) {
  const app = new Hono<Env>();
  const { signedIn, areaOf } = areaGuard(context);
  const { write, hookCall, checkNotReferenced } = areaWrites(context);
  const { inOneTransaction, checkInBatches, writeInBatches, moveToTrash } = importBatches(context);
  const maxBytes = context.config.importMaxBytes ?? IMPORT_MAX_BYTES;
  const maxRows = context.config.importMaxRows ?? IMPORT_MAX_ROWS;

  /** The file's rows, counted as they are read: 400 past the row limit (before any is checked), or without any. */
  async function rowsOf(file: ImportFile): Promise<ImportRow[]> {
    const rows: ImportRow[] = [];
    for await (const row of file.rows) {
      if (rows.length === maxRows)
        throw new HttpError(400, {
          message: API_ERRORS.importTooManyRows,
          errors: { file: message('tooManyRows', { limit: maxRows }) },
        });
      rows.push(row);
    }
    if (!rows.length) throw new HttpError(400, { message: API_ERRORS.importNoRows });
    return rows;
  }

  const refused = ({ total, valid, errors }: Tally) =>
    new HttpError(400, { message: API_ERRORS.importRows, total, valid, errors } satisfies ImportRefused);
  const listed = (errors: ImportRowError[]) => errors.slice(0, MAX_LISTED_ROW_ERRORS);

  /** The answer to an import: a dry run's (200), the created records' (201), or the rows' errors (400). */
  async function importOf(target: ImportTarget, rows: ImportRow[], dryRun: boolean) {
    if (!oneConnection(context.db))
      return inOneTransaction(target, rows, (tally) => {
        const errors = listed(tally.errors);
        if (dryRun) throw new DryRunDone({ dryRun: true, total: tally.total, valid: tally.valid, errors });
        if (tally.valid < tally.total) throw refused({ ...tally, errors });
        return { importId: target.importId, created: tally.ids.length, ids: tally.ids } satisfies ImportDone;
      }).catch((error: unknown) => {
        if (error instanceof DryRunDone) return error.answer;
        throw error;
      });
    const checked = await checkInBatches(target, rows);
    const errors = listed(checked.errors);
    if (dryRun) return { dryRun: true, total: checked.total, valid: checked.valid, errors } satisfies ImportDryRun;
    if (checked.valid < checked.total) throw refused({ ...checked, errors });
    const written = await writeInBatches(target, rows);
    if (written.errors.length) throw refused({ ...written, errors: listed(written.errors) });
    return { importId: target.importId, created: written.ids.length, ids: written.ids } satisfies ImportDone;
  }

  /** `?columns={"header":"field"|null,…}`: the fields the person chose for some columns; 400 unless so shaped. */
  function chosenColumnsOf(text: string | undefined): ChosenColumns {
    if (text === undefined) return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const valid =
      isPlainObject(parsed) && Object.values(parsed).every((field) => field === null || typeof field === 'string');
    if (!valid)
      throw new HttpError(400, {
        message: API_ERRORS.badQuery,
        errors: { query: 'columns must map column names to field names or null' },
      });
    return parsed as ChosenColumns;
  }

  app.post(`${AREA}/import`, signedIn, async (c) => {
    const { declaration, table, principal } = areaOf(c, 'store');
    const dryRun = c.req.query('dryRun') === 'true';
    const columns = chosenColumnsOf(c.req.query('columns'));
    const file = await importFileOf(declaration, c.req.raw, { maxBytes, columns });
    try {
      // Every column the caller may not write refuses the file before a row is read (403 naming the field).
      ensureFieldsWritable(principal, declaration, Object.fromEntries(file.fields.map((name) => [name, true])));
      const rows = await rowsOf(file);
      const answer = await importOf({ declaration, table, principal, importId: crypto.randomUUID() }, rows, dryRun);
      return c.json(answer, 'dryRun' in answer ? 200 : 201);
    } catch (error) {
      await file.drain();
      throw error;
    } finally {
      // A refused file is not read to its end.
      await file.rows.return(undefined);
    }
  });

  app.post(`${AREA}/import/:importId/undo`, signedIn, async (c) => {
    const { declaration, table, principal } = areaOf(c, 'delete');
    const importId = c.req.param('importId');
    if (!IMPORT_ID_PATTERN.test(importId)) fail(404, API_ERRORS.notFound);
    const activity = context.schema.areas[ACTIVITY_AREA];
    const undone = await write(declaration, true, async (tx) => {
      const created = await tx
        .select({ recordId: column(activity, 'recordId') })
        .from(activity)
        .where(
          and(
            eq(column(activity, 'importId'), importId),
            eq(column(activity, 'area'), declaration.name),
            eq(column(activity, 'action'), 'create'),
          ),
        );
      if (!created.length) fail(404, API_ERRORS.notFound);
      const recordIds = created.map((entry) => Number(entry.recordId));
      const ids: number[] = [];
      // A chunk at a time (a statement takes at most 65,535 parameters): each record still live checked as
      // DELETE /v1/{area}/{id} checks it, then the chunk moved to the trash and recorded with one statement each.
      for (let start = 0; start < recordIds.length; start += TRASH_CHUNK) {
        const live = await tx
          .select(publicColumns(declaration, table))
          .from(table)
          .where(
            and(
              inArray(column(table, 'id'), recordIds.slice(start, start + TRASH_CHUNK)),
              isNull(column(table, 'deletedAt')),
            ),
          )
          .orderBy(column(table, 'id'))
          .for('update');
        const chunk: number[] = [];
        for (const found of live) {
          const existing = ensureReachable(principal, 'delete', declaration.name, serialize(table, found));
          const id = existing.id as number;
          await checkDelete(context, tx, principal, declaration.name, existing);
          await beforeDelete(hookCall(tx, declaration, principal), existing, false);
          await checkNotReferenced(tx, declaration.name, id);
          chunk.push(id);
        }
        await moveToTrash(tx, declaration, table, principal, importId, chunk);
        ids.push(...chunk);
      }
      return { importId, trashed: ids.length, ids } satisfies ImportUndone;
    });
    return c.json(undone);
  });

  return app;
}
