import type { SQL } from 'drizzle-orm';
import type { AreaModel } from '@schemas/kit/model';
import { parseListQuery, type ListQuery } from '@/contract/listQuery';
import type { Row } from '@/contract/rules';
import { API_ERRORS, type ApiErrorBody } from '@/contract/types';
import type { Principal } from '../auth/principal';
import type { AreaTable } from '../db/tables';
import { fail } from '../http/errors';
import { fieldAccess, shownTo, visibleQuery } from './fieldAccess';
import { listLimitOf } from './rowAccess';
import { whereOf } from './listQuery';

/** What a list request reads: its query, the records it matches, and how a caller sees each one. */
export interface ListRequest {
  query: ListQuery;
  /** The query's conditions within the caller's row limit. */
  where: SQL | undefined;
  /** Whether `where` holds a row limit (the kept counts do not apply). */
  restricted: boolean;
  /** The fields the caller may not see. */
  hidden: ReadonlySet<string>;
  shown: <T extends Row>(row: T) => T;
}

/**
 * A list's request as the caller may make it (the list and its export, server/areas/export.ts, ask the same): the 400
 * body of a query the list does not take or that touches a hidden field; 403 for the trash without the right to
 * delete; else the records it reads, within the caller's row conditions.
 */
export function listRequestOf(
  principal: Principal,
  declaration: AreaModel,
  table: AreaTable,
  params: URLSearchParams,
): ListRequest | { error: ApiErrorBody } {
  const parsed = parseListQuery(declaration, params);
  if ('error' in parsed) return parsed;
  const { hidden } = fieldAccess(principal, declaration);
  const query = visibleQuery(parsed.query, hidden);
  if ('error' in query) return query;
  // The trash is for those who may delete (and so restore or purge).
  if (query.trashed && !principal.ability.can('delete', declaration.name)) fail(403, API_ERRORS.forbidden);
  const rowLimit = listLimitOf(principal, declaration.name, table, query.trashed);
  return {
    query,
    where: whereOf(table, query, rowLimit),
    restricted: Boolean(rowLimit),
    hidden,
    shown: shownTo(principal, declaration),
  };
}
