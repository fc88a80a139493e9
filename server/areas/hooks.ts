import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AreaModel } from '@schemas/kit/model';
import { isArea, modelOf } from '@schemas/kit/registry';
import {
  FieldError,
  WriteRefused,
  type ComputedField,
  type HookDb,
  type HookOperation,
  type HookUser,
  type HookWhere,
  type StoredRecord,
} from '@schemas/kit/hooks';
import type { ActivityInput } from '@/contract/activity';
import type { Row } from '@/contract/rules';
import { API_ERRORS } from '@/contract/types';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import type { AreaTable } from '../db/tables';
import type { Principal } from '../auth/principal';
import { HttpError } from '../http/errors';
import { publicColumns, serialize } from './serialize';

/*
 * Runs the hooks and computed fields a model declares (schemas/kit/hooks.ts) inside a write's transaction, and maps
 * what they throw to answers: a FieldError is a 400 on its field, a WriteRefused its own status.
 */

type Record_ = (tx: Db, input: Omit<ActivityInput, 'actor'>, principal: Principal) => Promise<unknown>;

const columnOf = (table: AreaTable, name: string) => (table as unknown as Record<string, AnyPgColumn>)[name];

function whereOf(area: string, table: AreaTable, where: HookWhere): SQL | undefined {
  if (!isArea(area)) throw new Error(`A hook named the area "${area}", which is not declared`);
  const conditions: SQL[] = [isNull(columnOf(table, 'deletedAt'))];
  for (const [name, match] of Object.entries(where)) {
    const column = columnOf(table, name);
    if (!column) throw new Error(`A hook filtered ${area} on "${name}", which it does not store`);
    if (match !== null && typeof match === 'object' && '$ne' in match)
      conditions.push(sql`${column} is distinct from ${(match as { $ne: unknown }).$ne}`);
    else if (match !== null && typeof match === 'object' && '$in' in match)
      conditions.push(inArray(column, (match as { $in: unknown[] }).$in));
    else conditions.push(match === null ? isNull(column) : eq(column, match));
  }
  return and(...conditions);
}

/** The write's transaction as hooks reach it; what they change is in the history, by the account writing. */
export function hookDbOf(context: ServerContext, tx: Db, principal: Principal, record: Record_, now: () => string) {
  const tableOf = (area: string) => context.schema.areas[area];
  const db: HookDb = {
    async find(area, where, { limit = 1000 } = {}) {
      const table = tableOf(area);
      const rows = await tx
        .select(publicColumns(modelOf(area), table))
        .from(table)
        .where(whereOf(area, table, where))
        .orderBy(columnOf(table, 'id'))
        .limit(limit);
      return rows.map((row) => serialize(table, row) as StoredRecord);
    },
    async count(area, where) {
      const table = tableOf(area);
      const [{ total }] = await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(table)
        .where(whereOf(area, table, where));
      return Number(total);
    },
    async update(area, where, values) {
      const declaration = modelOf(area);
      const table = tableOf(area);
      const before = await db.find(area, where, { limit: 10_000 });
      for (const previous of before) {
        const [row] = await tx
          .update(table)
          .set({ ...values, updatedAt: now(), version: sql`${columnOf(table, 'version')} + 1` })
          .where(eq(columnOf(table, 'id'), previous.id))
          .returning(publicColumns(declaration, table));
        const after = serialize(table, row);
        await record(tx, { declaration, recordId: previous.id, action: 'update', before: previous, after }, principal);
      }
      return before.length;
    },
    async insert(area, values) {
      const declaration = modelOf(area);
      const table = tableOf(area);
      const [row] = await tx
        .insert(table)
        .values({ ...values, createdBy: principal.account.id })
        .returning(publicColumns(declaration, table));
      const after = serialize(table, row) as StoredRecord;
      await record(tx, { declaration, recordId: after.id, action: 'create', after }, principal);
      return after;
    },
  };
  return db;
}

export const hookUserOf = ({ account }: Principal): HookUser => ({
  id: account.id,
  email: String(account.email),
  fullName: String(account.fullName),
  roleId: account.roleId == null ? null : Number(account.roleId),
});

/** What a hook threw, as the API answers it; anything else is the engine's to handle. */
export function refusalOf(error: unknown): HttpError | undefined {
  if (error instanceof FieldError)
    return new HttpError(400, { message: API_ERRORS.invalid, errors: { [error.field]: error.messageKey } });
  if (error instanceof WriteRefused) return new HttpError(error.status, { message: error.messageKey });
  return undefined;
}

const computedOf = (declaration: AreaModel) =>
  Object.entries(declaration.server?.computed ?? {}) as Array<[string, ComputedField]>;

/** Sets the stored computed fields of `data` (the record as the write leaves it). */
export function storeComputed(declaration: AreaModel, data: Row) {
  for (const [name, computed] of computedOf(declaration))
    if (computed.stored !== false) data[name] = computed.value(data);
}

/** A record with its fields derived when read; `undefined` when the area derives none. */
export function derivedOnReadOf(declaration: AreaModel): (<T extends Row>(row: T) => T) | undefined {
  const derived = computedOf(declaration).filter(([, computed]) => computed.stored === false);
  if (!derived.length) return undefined;
  return (row) => ({ ...row, ...Object.fromEntries(derived.map(([name, computed]) => [name, computed.value(row)])) });
}

export interface HookCall {
  declaration: AreaModel;
  principal: Principal;
  db: HookDb;
  now: string;
}

export async function beforeChange(call: HookCall, data: Row, operation: HookOperation, previous?: Row) {
  await call.declaration.server?.hooks?.beforeChange?.({
    data,
    previous: previous as StoredRecord | undefined,
    operation,
    user: hookUserOf(call.principal),
    db: call.db,
    now: call.now,
  });
  storeComputed(call.declaration, data);
}

export async function afterChange(call: HookCall, record: Row, operation: HookOperation, previous?: Row) {
  await call.declaration.server?.hooks?.afterChange?.({
    record: record as StoredRecord,
    previous: previous as StoredRecord | undefined,
    operation,
    user: hookUserOf(call.principal),
    db: call.db,
    now: call.now,
  });
}

export async function beforeDelete(call: HookCall, record: Row, purge: boolean) {
  await call.declaration.server?.hooks?.beforeDelete?.({
    record: record as StoredRecord,
    purge,
    user: hookUserOf(call.principal),
    db: call.db,
    now: call.now,
  });
}
