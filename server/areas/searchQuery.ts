import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SearchQuery } from '@/contract/search';
import type { AreaTable } from '../db/tables';
import { containsPattern } from './listQuery';

/*
 * The search across areas as one statement: a UNION ALL of one ranked select per area, each cut at the query's limit.
 * A record matches when a search field contains the text, literally and in any case, as the list's `q` does (served by
 * the trigram indexes on lower(field)); so an area's "see all" list holds every record the search showed of it. Its
 * score is the trigram similarity of the field's whole value to the text plus their word similarity (how well the
 * text matches whole words of it): "Acme" ranks above "Acme Holdings", and both above "Nacme", which merely contains
 * the letters. No typo tolerance: trigram word similarity that forgives "quarts" for "quartz" also finds "security"
 * for "obscurity" and "Solstice Lisbon" for "solstice madrid".
 */

/** One area as the caller may search it. */
export interface SearchScope {
  area: string;
  /** Its place among the areas: equal scores list in menu order. */
  order: number;
  table: AreaTable;
  /** The text columns it may match on, in declaration order (the first wins a tie). */
  fields: readonly string[];
  /** The field that names a record, or null when the caller's role hides it. */
  label: string | null;
  /** The records the caller may read (server/areas/rowAccess.ts); undefined for all of them. */
  rowLimit?: SQL;
}

export interface SearchRow {
  area: string;
  id: number;
  label: string | null;
  matched: string;
}

const columnOf = (table: AreaTable, field: string) => (table as unknown as Record<string, AnyPgColumn>)[field];

function areaSelect(scope: SearchScope, needle: string, pattern: string, limit: number): SQL {
  const { table } = scope;
  const hit = (column: AnyPgColumn) => sql`lower(${column}) like ${pattern}`;
  const score = (column: AnyPgColumn) =>
    sql`(similarity(lower(${column}), ${needle}) + word_similarity(${needle}, lower(${column})))`;
  const columns = scope.fields.map((field) => columnOf(table, field));
  const candidates = sql.join(
    scope.fields.map(
      (field, place) =>
        sql`(${field}::text, ${score(columns[place])}, ${hit(columns[place])}, ${sql.raw(String(place))})`,
    ),
    sql`, `,
  );
  const label = scope.label ? sql`${columnOf(table, scope.label)}::text` : sql`null::text`;
  const rowLimit = scope.rowLimit ? sql` and ${scope.rowLimit}` : sql``;
  return sql`(select ${scope.area}::text as "area", ${sql.raw(String(scope.order))} as "place", ${columnOf(table, 'id')} as "id",
      ${label} as "label", "best"."field" as "matched", "best"."score" as "score"
    from ${table}
    cross join lateral (
      select "field", "score" from (values ${candidates}) as "candidate"("field", "score", "hit", "place")
      where "hit" order by "score" desc, "place" asc limit 1
    ) as "best"
    where ${columnOf(table, 'deletedAt')} is null${rowLimit} and (${sql.join(columns.map(hit), sql` or `)})
    order by "best"."score" desc, ${columnOf(table, 'id')} asc
    limit ${limit})`;
}

/** The statement that finds `query` in every scope: best first, then in menu order, then by id. */
export function searchStatement(scopes: readonly SearchScope[], query: SearchQuery): SQL {
  const needle = query.q.toLowerCase();
  const pattern = containsPattern(needle);
  const selects = sql.join(
    scopes.map((scope) => areaSelect(scope, needle, pattern, query.limit)),
    sql` union all `,
  );
  return sql`select "area", "id", "label", "matched" from (${selects}) as "hits"
    order by "score" desc, "place" asc, "id" asc`;
}
