import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { AreaModel } from '@schemas/kit/model';
import { describeSchema } from '@schemas/kit/describe';
import { key } from '@schemas/kit/validation';
import { CREATED_BY, type Action } from '@schemas/kit/access';
import { ACTIVITY_AREA, activityRecord, type ActivityInput } from '@/contract/activity';
import {
  coerceReferences,
  hashedFields,
  referencesTo,
  SYSTEM_KEYS,
  unknownFields,
  validateBody,
  withoutSecrets,
  type Row,
} from '@/contract/rules';
import { permissionProblem, type RolePermission } from '@/contract/identity';
import { API_ERRORS } from '@/contract/types';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import type { AreaTable } from '../db/tables';
import { column } from '../db/column';
import { fail, HttpError, pgErrorOf } from '../http/errors';
import type { Principal } from '../auth/principal';
import { hashPassword } from '../auth/passwords';
import { checkWrite, ensureAnAdministratorRemains } from './privileges';
import { ensureMayTouch, ensureReachable, rowLimitOf } from './rowAccess';
import { ensureFieldsWritable } from './fieldAccess';
import { serverHtmlSanitizer } from './richText';
import { publicColumns, serialize } from './serialize';
import { beforeChange, hookDbOf, refusalOf, type HookCall } from './hooks';

/*
 * What the area routes' writes share: reading a record, checking and preparing a body (schema, references, the
 * model's hooks, privileges, hashing), one transaction per write with its activity entry, and the
 * database's refusals mapped to answers.
 */
export { column };

/** Maps a constraint the database refused to the answer the screens understand. */
export function constraintError(declaration: AreaModel, error: unknown, deleting: boolean): HttpError | undefined {
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

/** The areas a caller's principal is read from: a write to them drops the principals this process keeps. */
const PRINCIPAL_AREAS = new Set(['admin', 'role']);

export function areaWrites(context: ServerContext) {
  const now = () => new Date(context.config.now()).toISOString();

  const byId = (db: Db, declaration: AreaModel, table: AreaTable) =>
    db
      .select(publicColumns(declaration, table))
      .from(table)
      .where(eq(column(table, 'id'), sql.placeholder('id')))
      .limit(1);
  /*
   * Reads outside a transaction (most of them: every GET of a record) use one prepared statement per area: the query
   * is built once, and PostgreSQL parses and plans it once per connection.
   */
  const preparedById = new Map<string, ReturnType<ReturnType<typeof byId>['prepare']>>();
  const readById = (db: Db, declaration: AreaModel, table: AreaTable) => {
    // In a transaction: PostgreSQL's unnamed statement (''), parsed for this one run.
    if (db !== context.db) return byId(db, declaration, table).prepare('');
    let prepared = preparedById.get(declaration.name);
    if (!prepared) {
      prepared = byId(db, declaration, table).prepare(`find_${declaration.name.replace(/-/g, '_')}`);
      preparedById.set(declaration.name, prepared);
    }
    return prepared;
  };

  async function findRow(db: Db, declaration: AreaModel, table: AreaTable, id: number): Promise<Row | undefined> {
    const [row] = await readById(db, declaration, table).execute({ id });
    return row ? serialize(table, row) : undefined;
  }

  const record = (tx: Db, input: Omit<ActivityInput, 'actor'>, principal: Principal) =>
    recordAll(tx, [input], principal);

  /** The activity entries of several changes, in one statement (an import's batch). */
  const recordAll = (tx: Db, inputs: ReadonlyArray<Omit<ActivityInput, 'actor'>>, principal: Principal) =>
    tx.insert(context.schema.areas[ACTIVITY_AREA]).values(
      inputs.map((input) => ({
        ...activityRecord({ ...input, actor: principal.account }),
        createdAt: now(),
        updatedAt: now(),
      })),
    );

  /**
   * References must name live records the caller may read (a trashed one is as good as gone, and one outside their
   * row conditions is not theirs to know of: the same 400 as a missing id). A value the record already holds is
   * checked for being live only: the caller did not choose it.
   */
  async function checkReferencesLive(db: Db, declaration: AreaModel, principal: Principal, data: Row, existing?: Row) {
    for (const field of describeSchema(declaration.schema).filter((f) => f.widget === 'reference' && f.reference)) {
      const value = data[field.source];
      if (value === null || value === undefined) continue;
      const target = context.schema.areas[field.reference!];
      const kept = existing !== undefined && existing[field.source] === value;
      const limit = kept ? undefined : rowLimitOf(principal, 'read', field.reference!, target);
      const [live] = await db
        .select({ id: column(target, 'id') })
        .from(target)
        .where(and(eq(column(target, 'id'), value), isNull(column(target, 'deletedAt')), limit))
        .limit(1);
      if (!live) fail(400, API_ERRORS.invalid, { [field.source]: key('reference') });
    }
  }

  /**
   * Records of other areas that point at this one keep it out of the trash (live ones) or from being deleted for good
   * (any, `trashedToo`): refused with 409 `inUse`, saying which areas and how many of their records.
   */
  async function checkNotReferenced(db: Db, area: string, id: number, { trashedToo = false } = {}) {
    const counts = new Map<string, number>();
    for (const { declaration, field } of referencesTo(area)) {
      const table = context.schema.areas[declaration.name];
      const pointing = eq(column(table, field), id);
      const [{ total }] = await db
        .select({ total: count() })
        .from(table)
        .where(trashedToo ? pointing : and(pointing, isNull(column(table, 'deletedAt'))));
      if (total > 0) counts.set(declaration.name, (counts.get(declaration.name) ?? 0) + Number(total));
    }
    if (counts.size)
      throw new HttpError(409, {
        message: API_ERRORS.inUse,
        usedBy: [...counts].map(([name, total]) => ({ area: name, count: total })),
      });
  }

  /** The model's hooks, reaching the write's transaction `tx` as `principal`. */
  const hookCall = (tx: Db, declaration: AreaModel, principal: Principal): HookCall => ({
    declaration,
    principal,
    db: hookDbOf(context, tx, principal, record, now),
    now: now(),
  });

  /** Everything a write shares: schema, references, the model's beforeChange hook, privileges, hashing. */
  async function prepare(
    db: Db,
    declaration: AreaModel,
    principal: Principal,
    body: Row,
    existing?: Row,
  ): Promise<{ data: Row; secretsSet: string[] }> {
    if (existing) ensureMayTouch(principal, 'edit', declaration.name, existing);
    const unknown = unknownFields(declaration, body);
    if (Object.keys(unknown).length) fail(400, API_ERRORS.invalid, unknown);
    ensureFieldsWritable(principal, declaration, body, existing);
    const merged = existing ? { ...withoutSecrets(declaration, existing), ...body } : body;
    for (const name of SYSTEM_KEYS) delete merged[name];
    const validated = validateBody(declaration, existing ? 'edit' : 'add', merged, await serverHtmlSanitizer(context));
    if ('errors' in validated) fail(400, API_ERRORS.invalid, validated.errors);
    const data: Row = { ...(validated as { data: Row }).data, ...(existing ? {} : declaration.server?.createDefaults) };
    const badPermissions =
      declaration.name === 'role' ? permissionProblem((data.permissions as RolePermission[]) ?? []) : null;
    if (badPermissions) fail(400, API_ERRORS.invalid, { permissions: badPermissions });
    const badReferences = coerceReferences(declaration, data);
    if (Object.keys(badReferences).length) fail(400, API_ERRORS.invalid, badReferences);
    await checkReferencesLive(db, declaration, principal, data, existing);
    // The model's own rules (a flag to move, a slug to fill, a derived value) see the validated record.
    await beforeChange(hookCall(db, declaration, principal), data, existing ? 'update' : 'create', existing);
    await checkWrite(context, db, principal, declaration.name, data, existing);
    // The record as the write leaves it must stay within the caller's conditions (no moving it out of reach).
    const after = { ...(existing ?? { [CREATED_BY]: principal.account.id }), ...data };
    ensureMayTouch(principal, existing ? 'edit' : 'store', declaration.name, after);

    const secretsSet: string[] = [];
    for (const [secret, target] of hashedFields(declaration)) {
      const value = data[secret];
      delete data[secret];
      if (typeof value === 'string' && value) {
        data[target] = await hashPassword(context, value);
        secretsSet.push(secret);
      }
    }
    return { data, secretsSet };
  }

  /** Runs a write in one transaction and maps refused constraints to answers. */
  async function write<T>(declaration: AreaModel, deleting: boolean, run: (tx: Db) => Promise<T>): Promise<T> {
    try {
      const result = await context.db.transaction(async (tx) => {
        const written = await run(tx as unknown as Db);
        await ensureAnAdministratorRemains(context, tx as unknown as Db, declaration.name);
        return written;
      });
      if (PRINCIPAL_AREAS.has(declaration.name)) context.principals?.forget('*');
      return result;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const refused = refusalOf(error);
      if (refused) throw refused;
      const mapped = constraintError(declaration, error, deleting);
      if (mapped) throw mapped;
      throw error;
    }
  }

  /**
   * A record of the request's area, live or in the trash as asked, through the one guard order (./rowAccess.ts
   * `ensureReachable`): 404 unless it exists and the caller may read it, 403 unless they may take `action` on it.
   * Locked until the write commits: a concurrent write of the same record (on any server process) waits, then reads
   * what this one left, so of two trashes, purges or restores one wins and the other is 404, and an edit racing a
   * trash edits no trashed record.
   */
  async function reachableRow(
    tx: Db,
    declaration: AreaModel,
    table: AreaTable,
    principal: Principal,
    action: Action,
    id: number,
    trashed: boolean,
  ): Promise<Row> {
    const [row] = await tx
      .select(publicColumns(declaration, table))
      .from(table)
      .where(eq(column(table, 'id'), id))
      .limit(1)
      .for('update');
    const existing = row ? serialize(table, row) : undefined;
    const asked = existing && (existing.deletedAt != null) === trashed ? existing : undefined;
    return ensureReachable(principal, action, declaration.name, asked);
  }

  return {
    now,
    findRow,
    reachableRow,
    record,
    recordAll,
    checkReferencesLive,
    checkNotReferenced,
    prepare,
    write,
    hookCall,
  };
}
