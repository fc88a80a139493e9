import { entityKind, inArray } from 'drizzle-orm';
import type { AreaModel } from '@schemas/kit/model';
import { key } from '@schemas/kit/validation';
import type { ImportRowError } from '@/contract/import';
import type { Row } from '@/contract/rules';
import type { ApiErrorBody } from '@/contract/types';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import type { AreaTable } from '../db/tables';
import type { Principal } from '../auth/principal';
import { HttpError } from '../http/errors';
import { afterChange, refusalOf } from './hooks';
import type { ImportRow } from './importFile';
import { resolveReferences } from './importReferences';
import { publicColumns, serialize } from './serialize';
import { areaWrites, column, constraintError } from './write';

/*
 * How an import's rows are created (server/areas/import.ts), a batch at a time: a batch's rows are prepared one by
 * one (the same prepare() as POST /v1/{area}), then inserted with one statement and their history entries with
 * another, under a savepoint. When one of its rows fails (or two clash), the batch is rolled back and written again
 * row by row, each under its own savepoint, so that every failing row is named and none leaves a trace. (A model's
 * beforeChange hook therefore sees the rows of earlier batches, not those of its own batch.)
 *
 * Where the transactions go depends on the engine:
 * - PostgreSQL: the whole file in one transaction, all or none; other requests use other connections meanwhile.
 * - PGlite has one connection, and a transaction holds it: one for the whole file would stall every other request
 *   until the import ends (security review 4, N3). So every batch is a transaction of its own, and other requests run
 *   between batches (given a turn of the event loop: see nextTurn). First every row is checked, each batch rolled back (a dry run ends there; values that must be
 *   unique are compared with the earlier batches' in memory, since those are gone). Only a file without errors is then
 *   written, each batch committed as it is done; should a batch fail now (a change made meanwhile), what the import
 *   wrote is moved to the trash and the file is refused.
 */

/** Rows written under one savepoint, with one insert: at most this many, or this much text (pictures are large). */
const BATCH_ROWS = 200;
const BATCH_CHARS = 4_000_000;
/** Records moved to the trash with one statement (one takes at most 65,535 parameters). */
export const TRASH_CHUNK = 1000;

export interface ImportTarget {
  declaration: AreaModel;
  table: AreaTable;
  principal: Principal;
  importId: string;
}

/** What became of a file's rows. */
export interface Tally {
  total: number;
  valid: number;
  /** In row order. */
  errors: ImportRowError[];
  /** The records created, in the file's order. */
  ids: number[];
}

interface Created {
  row: number;
  record: Row;
}

/** Whether the database runs one transaction at a time for the whole process (PGlite). */
export const oneConnection = (db: Db) =>
  (db.constructor as unknown as Record<typeof entityKind, string | undefined>)[entityKind] === 'PgliteDatabase';

/** Thrown to roll a transaction back on purpose. */
class RolledBack extends Error {
  constructor() {
    super('rolled back');
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

function* batchesOf(rows: readonly ImportRow[]): Generator<ImportRow[]> {
  let batch: ImportRow[] = [];
  let chars = 0;
  for (const row of rows) {
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

/**
 * A turn of the event loop for everything else: PGlite runs a query without giving the loop up, so an import that went
 * from batch to batch would leave other requests unread (their sockets, their timers) until it ended.
 */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const tallyOf = (rows: readonly ImportRow[]): Tally => ({ total: rows.length, valid: 0, errors: [], ids: [] });

/** Adds a batch's outcome to `tally`. */
function count(tally: Tally, created: Created[], errors: ImportRowError[]) {
  tally.valid += created.length;
  tally.ids.push(...created.map(({ record }) => record.id as number));
  tally.errors.push(...errors);
  tally.errors.sort((a, b) => a.row - b.row);
}

/**
 * The keys of a record's unique values, as the database's unique indexes compare them (text case-insensitively; a
 * group with an empty value clashes with nothing).
 */
function uniqueKeysOf(declaration: AreaModel, record: Row): Array<[field: string, key: string]> {
  return (declaration.server?.unique ?? []).flatMap((group) => {
    const values = group.map((name) => record[name]);
    if (values.some((value) => value === null || value === undefined)) return [];
    const text = values.map((value) => (typeof value === 'string' ? value.toLowerCase() : JSON.stringify(value)));
    return [[group[0], `${group.join(',')}\u0000${JSON.stringify(text)}`] as [string, string]];
  });
}

export function importBatches(context: ServerContext) {
  const { now, record, recordAll, prepare, write, hookCall } = areaWrites(context);

  /** One row created as POST /v1/{area} creates a record, with its history entry. */
  async function createOne(tx: Db, { declaration, table, principal, importId }: ImportTarget, values: Row) {
    const { data, secretsSet } = await prepare(tx, declaration, principal, { ...values });
    const [row] = await tx
      .insert(table)
      .values({ ...data, createdBy: principal.account.id })
      .returning(publicColumns(declaration, table));
    const after = serialize(table, row);
    await record(
      tx,
      { declaration, recordId: after.id as number, action: 'create', after, secretsSet, importId },
      principal,
    );
    await afterChange(hookCall(tx, declaration, principal), after, 'create');
    return after;
  }

  /** Rows created as createOne creates each, with one insert for the records and one for their history. */
  async function createBatch(tx: Db, { declaration, table, principal, importId }: ImportTarget, rows: ImportRow[]) {
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
    return created;
  }

  /** A batch's rows created in `tx`, or their errors. */
  async function createRows(tx: Db, target: ImportTarget, batch: ImportRow[]) {
    const errors: ImportRowError[] = [];
    const created: Created[] = [];
    await resolveReferences(context, tx, target.declaration, target.principal, batch);
    const ready: ImportRow[] = [];
    for (const row of batch)
      if (row.problems)
        errors.push(...Object.entries(row.problems).map(([field, text]) => ({ row: row.row, field, message: text })));
      else ready.push(row);
    try {
      const records = await tx.transaction((batchTx) => createBatch(batchTx as unknown as Db, target, ready));
      created.push(...records.map((record, i) => ({ row: ready[i].row, record })));
    } catch (error) {
      if (!rowErrorsOf(target.declaration, error, 0)) throw error;
      for (const row of ready) {
        try {
          const record = await tx.transaction((rowTx) => createOne(rowTx as unknown as Db, target, row.values));
          created.push({ row: row.row, record });
        } catch (rowError) {
          const rowErrors = rowErrorsOf(target.declaration, rowError, row.row);
          if (!rowErrors) throw rowError;
          errors.push(...rowErrors);
        }
      }
    }
    return { created, errors };
  }

  /** Every row created in one transaction; `finish` answers from the tally (and throws to roll it all back). */
  function inOneTransaction<T>(target: ImportTarget, rows: readonly ImportRow[], finish: (tally: Tally) => T) {
    return write(target.declaration, false, async (tx) => {
      const tally = tallyOf(rows);
      for (const batch of batchesOf(rows)) {
        const { created, errors } = await createRows(tx, target, batch);
        count(tally, created, errors);
      }
      return finish(tally);
    });
  }

  /** `work` in a transaction of its own, rolled back whatever it does. */
  async function rolledBack(declaration: AreaModel, work: (tx: Db) => Promise<void>) {
    try {
      await write(declaration, false, async (tx) => {
        await work(tx);
        throw new RolledBack();
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
  }

  /** Every row checked, each batch in a transaction of its own that is rolled back. */
  async function checkInBatches(target: ImportTarget, rows: readonly ImportRow[]): Promise<Tally> {
    const tally = tallyOf(rows);
    const seen = new Set<string>();
    for (const batch of batchesOf(rows)) {
      await nextTurn();
      await rolledBack(target.declaration, async (tx) => {
        const { created, errors } = await createRows(tx, target, batch);
        const kept = created.filter(({ row, record }) => {
          const keys = uniqueKeysOf(target.declaration, record);
          const clash = keys.find(([, value]) => seen.has(value));
          if (clash) errors.push({ row, field: clash[0], message: key('unique') });
          else for (const [, value] of keys) seen.add(value);
          return !clash;
        });
        count(tally, kept, errors);
      });
    }
    tally.ids = [];
    return tally;
  }

  /**
   * Every row written, each batch in a transaction of its own that commits; at the first batch that fails (rolled
   * back), what the earlier ones wrote goes to the trash, and the tally names the failing rows.
   */
  async function writeInBatches(target: ImportTarget, rows: readonly ImportRow[]): Promise<Tally> {
    const tally = tallyOf(rows);
    try {
      for (const batch of batchesOf(rows)) {
        await nextTurn();
        let failed: ImportRowError[] = [];
        const created = await write(target.declaration, false, async (tx) => {
          const outcome = await createRows(tx, target, batch);
          if (outcome.errors.length) {
            failed = outcome.errors;
            throw new RolledBack();
          }
          return outcome.created;
        }).catch((error: unknown) => {
          if (error instanceof RolledBack) return [];
          throw error;
        });
        count(tally, created, failed);
        if (failed.length) break;
      }
    } catch (error) {
      await trash(target, tally.ids);
      throw error;
    }
    if (tally.errors.length) {
      await trash(target, tally.ids);
      tally.valid = tally.total - new Set(tally.errors.map(({ row }) => row)).size;
    }
    return tally;
  }

  /** Records this import created moved to the trash, each with its history entry. */
  async function trash({ declaration, table, principal, importId }: ImportTarget, ids: readonly number[]) {
    for (let start = 0; start < ids.length; start += TRASH_CHUNK)
      await write(declaration, true, (tx) =>
        moveToTrash(tx, declaration, table, principal, importId, ids.slice(start, start + TRASH_CHUNK)),
      );
  }

  /** Live records moved to the trash with one statement, and their history entries with another. */
  async function moveToTrash(
    tx: Db,
    declaration: AreaModel,
    table: AreaTable,
    principal: Principal,
    importId: string,
    ids: readonly number[],
  ) {
    if (!ids.length) return;
    await tx
      .update(table)
      .set({ deletedAt: now() })
      .where(inArray(column(table, 'id'), [...ids]));
    await recordAll(
      tx,
      ids.map((recordId) => ({ declaration, recordId, action: 'delete' as const, importId })),
      principal,
    );
  }

  return { inOneTransaction, checkInBatches, writeInBatches, moveToTrash };
}
