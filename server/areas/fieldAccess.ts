import { describeSchema } from '@schemas/kit/describe';
import type { AreaModel } from '@schemas/kit/model';
import { isArea, modelOf } from '@schemas/kit/registry';
import { ACTIVITY_AREA } from '@/contract/activity';
import { fieldAccessOf, fieldsReached, type FieldAccess } from '@schemas/kit/access';
import { key } from '@schemas/kit/validation';
import type { ListQuery } from '@/contract/listQuery';
import { SYSTEM_KEYS, type Row } from '@/contract/rules';
import { API_ERRORS, type ApiErrorBody } from '@/contract/types';
import type { Principal } from '../auth/principal';
import { HttpError } from '../http/errors';
import { derivedOnReadOf } from './hooks';

/*
 * Fields per role (issue 33 item 1): a role's rules may name the fields an action reaches. Hidden fields never leave
 * the server (records, history, conflicts) and cannot be filtered, sorted or searched on; a write that changes a field
 * the caller may not write is refused (403, naming the field) and writes nothing.
 */

const SYSTEM = new Set<string>(SYSTEM_KEYS);
const fieldNames = (declaration: AreaModel) => describeSchema(declaration.schema).map((field) => field.source);

/** The caller's hidden and read-only fields of an area. */
export const fieldAccess = (principal: Principal, declaration: AreaModel): FieldAccess =>
  fieldAccessOf(principal.rules, declaration.name, fieldNames(declaration));

/** A record (or a history entry's changes) without the fields the caller may not see. */
export function withoutHidden<T extends Row>(row: T, hidden: ReadonlySet<string>): T {
  if (!hidden.size) return row;
  return Object.fromEntries(Object.entries(row).filter(([name]) => !hidden.has(name))) as T;
}

/** A list query that touches no hidden field: filters and sorts on one are refused (400); search leaves them out. */
export function visibleQuery(query: ListQuery, hidden: ReadonlySet<string>): ListQuery | { error: ApiErrorBody } {
  if (!hidden.size) return query;
  const touched = [...query.filters.map((filter) => filter.field), query.sort.field].find((name) => hidden.has(name));
  if (touched)
    return {
      error: { message: API_ERRORS.badQuery, errors: { query: `"${touched}" cannot be filtered or sorted on` } },
    };
  return { ...query, search: query.search.filter((name) => !hidden.has(name)) };
}

const comparable = (value: unknown) => JSON.stringify(value === '' || value === undefined ? null : value);

/**
 * 403 naming the first field of `body` the caller may not write (on a create: store, else edit) that the write would
 * change; a field sent back unchanged (react-admin sends the whole record) is fine.
 */
export function ensureFieldsWritable(principal: Principal, declaration: AreaModel, body: Row, existing?: Row) {
  const writable = fieldsReached(principal.rules, existing ? 'edit' : 'store', declaration.name);
  if (!writable) return;
  for (const [name, value] of Object.entries(body)) {
    if (SYSTEM.has(name) || writable.has(name)) continue;
    if (comparable(value) === comparable(existing?.[name])) continue;
    throw new HttpError(403, { message: API_ERRORS.forbidden, errors: { [name]: key('fieldNotWritable') } });
  }
}

/** The changes of an audit entry the caller may see: those of fields of its area they may read. */
function visibleChanges(principal: Principal, area: string, changes: unknown, cache: Map<string, ReadonlySet<string>>) {
  if (!isArea(area) || !Array.isArray(changes)) return changes;
  let hidden = cache.get(area);
  if (!hidden) cache.set(area, (hidden = fieldAccess(principal, modelOf(area)).hidden));
  return changes.filter((change: { field?: string }) => !hidden.has(String(change.field)));
}

/**
 * How the caller sees an area's records: with the fields the model derives when read, without hidden fields (in the
 * audit trail, without their changes).
 */
export function shownTo(principal: Principal, declaration: AreaModel): <T extends Row>(row: T) => T {
  if (declaration.name === ACTIVITY_AREA) {
    const cache = new Map<string, ReadonlySet<string>>();
    return (row) => ({ ...row, changes: visibleChanges(principal, String(row.area), row.changes, cache) });
  }
  const { hidden } = fieldAccess(principal, declaration);
  const derived = derivedOnReadOf(declaration);
  return derived ? (row) => withoutHidden(derived(row), hidden) : (row) => withoutHidden(row, hidden);
}
