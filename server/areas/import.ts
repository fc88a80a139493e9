import { Hono } from 'hono';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AreaModel } from '@schemas/kit/model';
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
import { isPlainObject, type Row } from '@/contract/rules';
import { API_ERRORS, type ApiErrorBody } from '@/contract/types';
import type { ServerContext } from '../context';
import type { Db } from '../db/client';
import type { AreaTable } from '../db/tables';
import type { Env, Principal } from '../auth/principal';
import { fail, HttpError } from '../http/errors';
import { AREA, areaGuard } from './guard';
import { afterChange, beforeDelete, refusalOf } from './hooks';
import { ensureFieldsWritable } from './fieldAccess';
import { importFileOf, type ImportFile, type ImportRow } from './importFile';
import type { ChosenColumns } from './importColumns';
import { resolveReferences } from './importReferences';
import { checkDelete } from './privileges';
import { ensureMayTouch } from './rowAccess';
import { publicColumns, serialize } from './serialize';
import { areaWrites, column, constraintError } from './write';

/*
 * POST /v1/{area}/import (src/contract/import.ts): a CSV or JSON file's rows created as records, every one as
 * POST /v1/{area} would create it (the same prepare(): schema, unique values, references, the model's hooks, the
 * caller's fields and row conditions), in one transaction, all or none. `?dryRun=true` does the same and rolls it
 * back, so clashes between the file's rows and with the database are found too. Each record's history entry carries
 * the import's id; POST /v1/{area}/import/{importId}/undo moves what it created to the trash.
 *
 * Rows are read, checked and written a batch at a time as the file streams in, each batch under a savepoint: its rows
 * are prepared one by one, then inserted with one statement and their history entries with another. When one of its
 * rows fails (or two clash), the batch is rolled back and written again row by row, each under its own savepoint, so
 * that every failing row is named and none leaves a trace. (A model's beforeChange hook therefore sees the rows of
 * earlier batches, not those of its own batch: what the database's constraints catch is still caught, by the re-run.)
 */

/** Rows written under one savepoint, with one insert: at most this many, or this much text (pictures are large). */
const BATCH_ROWS = 200;
const BATCH_CHARS = 4_000_000;
/** Records an undo moves to the trash with one statement. */
const UNDO_CHUNK = 1000;

/** Thrown to roll a dry run back with its answer. */
class DryRunDone extends Error {
  constructor(readonly answer: ImportDryRun) {
    super('dry run');
  }
}

/** A row's errors from what its create threw; undefined for anything that is not about the row (it propagates). */
function rowErrorsOf(declaration: AreaModel, error: unknown, row: number): ImportRowError[] | undefined {
  const known = error instanceof HttpError ? error : (refusalOf(error) ?? constraintError(declaration, error, false));
  if (!known) return undefined;
  const body = known.body as ApiErrorBody;
  const fields = Object.entries(body.errors ?? {});
  return (fields.length ? fields : [['_', body.message]]).map(([field, text]) => ({ row, field, message: text }));
}

const charsOf = (row: ImportRow) =>
  Object.values(row.values).reduce<number>((sum, value) => sum + (typeof value === 'string' ? value.length : 8), 0);

async function* batchesOf(rows: AsyncGenerator<ImportRow>): AsyncGenerator<ImportRow[]> {
  let batch: ImportRow[] = [];
  let chars = 0;
  for await (const row of rows) {
    batch.push(row);
    chars += charsOf(row);
    if (batch.length === BATCH_ROWS || chars >= BATCH_CHARS) {
      yield batch;
      batch = [];
      chars = 0;
    }
  }
  if (batch.length) yield batch;
}

interface Tally {
  total: number;
  valid: number;
  errors: ImportRowError[];
  ids: number[];
}

export function importRoutes(context: ServerContext) {
  const app = new Hono<Env>();
  const { signedIn, areaOf } = areaGuard(context);
  const { now, record, recordAll, prepare, write, hookCall, checkNotReferenced } = areaWrites(context);
  const maxBytes = context.config.importMaxBytes ?? IMPORT_MAX_BYTES;
  const maxRows = context.config.importMaxRows ?? IMPORT_MAX_ROWS;

  interface Target {
    declaration: AreaModel;
    table: AreaTable;
    principal: Principal;
    importId: string;
  }

  /** One row created as POST /v1/{area} creates a record, with its history entry; its id. */
  async function createOne(tx: Db, { declaration, table, principal, importId }: Target, values: Row): Promise<number> {
    const { data, secretsSet } = await prepare(tx, declaration, principal, { ...values });
    const [row] = await tx
      .insert(table)
      .values({ ...data, createdBy: principal.account.id })
      .returning(publicColumns(declaration, table));
    const after = serialize(table, row);
    const recordId = after.id as number;
    await record(tx, { declaration, recordId, action: 'create', after, secretsSet, importId }, principal);
    await afterChange(hookCall(tx, declaration, principal), after, 'create');
    return recordId;
  }

  /** Rows created as createOne creates each, with one insert for the records and one for their history; their ids. */
  async function createBatch(tx: Db, { declaration, table, principal, importId }: Target, rows: ImportRow[]) {
    const prepared: Array<{ data: Row; secretsSet: string[] }> = [];
    for (const row of rows) prepared.push(await prepare(tx, declaration, principal, { ...row.values }));
    if (!prepared.length) return [];
    const inserted = await tx
      .insert(table)
      .values(prepared.map(({ data }) => ({ ...data, createdBy: principal.account.id })))
      .returning(publicColumns(declaration, table));
    // PostgreSQL returns the rows of one INSERT … VALUES in their order.
    const created = inserted.map((row) => serialize(table, row));
    await recordAll(
      tx,
      created.map((after, i) => ({
        declaration,
        recordId: after.id as number,
        action: 'create' as const,
        after,
        secretsSet: prepared[i].secretsSet,
        importId,
      })),
      principal,
    );
    for (const after of created) await afterChange(hookCall(tx, declaration, principal), after, 'create');
    return created.map((after) => after.id as number);
  }

  /** Every row of the file created in `tx`, or its errors noted. */
  async function createAll(tx: Db, target: Target, file: ImportFile): Promise<Tally> {
    const tally: Tally = { total: 0, valid: 0, errors: [], ids: [] };
    const note = (errors: ImportRowError[]) =>
      tally.errors.push(...errors.slice(0, Math.max(0, MAX_LISTED_ROW_ERRORS - tally.errors.length)));
    for await (const batch of batchesOf(file.rows)) {
      tally.total += batch.length;
      if (tally.total > maxRows)
        throw new HttpError(400, {
          message: API_ERRORS.importTooManyRows,
          errors: { file: message('tooManyRows', { limit: maxRows }) },
        });
      await resolveReferences(context, tx, target.declaration, target.principal, batch);
      const ready: ImportRow[] = [];
      for (const row of batch)
        if (row.problems)
          note(Object.entries(row.problems).map(([field, text]) => ({ row: row.row, field, message: text })));
        else ready.push(row);
      try {
        const ids = await tx.transaction((batchTx) => createBatch(batchTx as unknown as Db, target, ready));
        tally.ids.push(...ids);
        tally.valid += ids.length;
      } catch (error) {
        if (!rowErrorsOf(target.declaration, error, 0)) throw error;
        for (const row of ready) {
          try {
            tally.ids.push(await tx.transaction((rowTx) => createOne(rowTx as unknown as Db, target, row.values)));
            tally.valid++;
          } catch (rowError) {
            const errors = rowErrorsOf(target.declaration, rowError, row.row);
            if (!errors) throw rowError;
            note(errors);
          }
        }
      }
    }
    if (!tally.total) throw new HttpError(400, { message: API_ERRORS.importNoRows });
    return tally;
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
    const importId = crypto.randomUUID();
    const target: Target = { declaration, table, principal, importId };
    try {
      // Every column the caller may not write refuses the file before a row is read (403 naming the field).
      ensureFieldsWritable(principal, declaration, Object.fromEntries(file.fields.map((name) => [name, true])));
      const done = await write(declaration, false, async (tx) => {
        const { total, valid, errors, ids } = await createAll(tx, target, file);
        if (dryRun) throw new DryRunDone({ dryRun: true, total, valid, errors });
        if (valid < total)
          throw new HttpError(400, { message: API_ERRORS.importRows, total, valid, errors } satisfies ImportRefused);
        return { importId, created: ids.length, ids } satisfies ImportDone;
      });
      return c.json(done, 201);
    } catch (error) {
      if (error instanceof DryRunDone) return c.json(error.answer, 200);
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
      for (let start = 0; start < recordIds.length; start += UNDO_CHUNK) {
        const live = await tx
          .select(publicColumns(declaration, table))
          .from(table)
          .where(
            and(
              inArray(column(table, 'id'), recordIds.slice(start, start + UNDO_CHUNK)),
              isNull(column(table, 'deletedAt')),
            ),
          )
          .orderBy(column(table, 'id'))
          .for('update');
        const chunk: number[] = [];
        for (const found of live) {
          const existing = serialize(table, found);
          const id = existing.id as number;
          ensureMayTouch(principal, 'delete', declaration.name, existing);
          await checkDelete(context, tx, principal, declaration.name, existing);
          await beforeDelete(hookCall(tx, declaration, principal), existing, false);
          await checkNotReferenced(tx, declaration.name, id);
          chunk.push(id);
        }
        if (!chunk.length) continue;
        await tx
          .update(table)
          .set({ deletedAt: now() })
          .where(inArray(column(table, 'id'), chunk));
        await recordAll(
          tx,
          chunk.map((recordId) => ({ declaration, recordId, action: 'delete' as const, importId })),
          principal,
        );
        ids.push(...chunk);
      }
      return { importId, trashed: ids.length, ids } satisfies ImportUndone;
    });
    return c.json(undone);
  });

  return app;
}
