import { Hono } from 'hono';
import { getTableColumns } from 'drizzle-orm';
import { modelOf } from '@schemas/kit/registry';
import type { AreaModel } from '@schemas/kit/model';
import { ACTIVITY_AREA } from '@/contract/activity';
import { secretFields } from '@/contract/rules';
import { parseSearchQuery, SEARCH_PATH, type SearchHit, type SearchQuery } from '@/contract/search';
import { listableAreas } from '@/contract/summary';
import type { ServerContext } from '../context';
import { rowsOf } from '../db/rows';
import { requireSignIn, type Env, type Principal } from '../auth/principal';
import { fieldAccess } from './fieldAccess';
import { rowLimitOf } from './rowAccess';
import { searchStatement, type SearchRow, type SearchScope } from './searchQuery';

/*
 * GET /v1/search (src/contract/search.ts): the records of every area the caller may read that match `q`, best first,
 * at most `limit` of each, in one query (./searchQuery.ts). Only the records their role reaches (its conditions), on
 * the declared search fields they may see, never on a secret, never in the trash. The audit trail is left out: it
 * records changes, it is not a place one looks a record up in (its own list searches it).
 */

/** How the caller may search one area; undefined when none of its search fields is theirs to match on. */
function scopeOf(context: ServerContext, principal: Principal, declaration: AreaModel): SearchScope | undefined {
  const table = context.schema.areas[declaration.name];
  const { hidden } = fieldAccess(principal, declaration);
  const secrets = new Set(secretFields(declaration));
  const columns = getTableColumns(table);
  // Text columns only: those carry the trigram indexes (server/db/derived.ts).
  const fields = declaration.list.search.filter(
    (field) => !hidden.has(field) && !secrets.has(field) && columns[field]?.columnType === 'PgText',
  );
  if (!fields.length) return undefined;
  return {
    area: declaration.name,
    order: declaration.order,
    table,
    fields,
    label: hidden.has(declaration.representation) ? null : declaration.representation,
    rowLimit: rowLimitOf(principal, 'read', declaration.name, table),
  };
}

/** What `principal` finds with `query`, best first. */
export async function searchRecords(
  context: ServerContext,
  principal: Principal,
  query: SearchQuery,
): Promise<SearchHit[]> {
  const scopes = listableAreas(principal.ability)
    .filter((area) => area !== ACTIVITY_AREA)
    .map((area) => scopeOf(context, principal, modelOf(area)))
    .filter((scope) => scope !== undefined);
  if (!scopes.length) return [];
  const rows = await rowsOf<SearchRow>(context.db, searchStatement(scopes, query));
  return rows.map(({ area, id, label, matched }) => ({ area, id: Number(id), label, matched }));
}

export function searchRoutes(context: ServerContext) {
  const app = new Hono<Env>();
  app.get(SEARCH_PATH, requireSignIn(context), async (c) => {
    const parsed = parseSearchQuery(new URL(c.req.url).searchParams);
    if ('error' in parsed) return c.json(parsed.error, 400);
    return c.json(await searchRecords(context, c.get('principal'), parsed.query));
  });
  return app;
}
