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
 * for "obscurity" and "Solstice Lisbon" for "solstice madrid". Only an area's closest records by a cheap measure are
 * scored (RANKED_PER_AREA), and those are found among the first CANDIDATES_PER_AREA matches the database reads: a text
 * that most of a million records hold ("bench person") costs what a few thousand do (8.5 s a search before, at a
 * million users on PostgreSQL). Past that many matches the ranking is of those read first; a longer text narrows it.
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

/**
 * The records ranked of each area, at most: a text every record holds ("person" among a million people) would
 * otherwise have every one of them scored. They are the closest by a cheap measure that follows the score (`nearness`).
 */
export const RANKED_PER_AREA = 50;
export const rankedPerArea = (limit: number) => Math.max(RANKED_PER_AREA, limit * 10);

/** The matches of an area that are ranked at most (see the top of this file). */
export const CANDIDATES_PER_AREA = 2000;

/**
 * How close a lowercased value holding the text is, cheaply (see RANKED_PER_AREA): smaller is closer. The text at the
 * start of a word (where pg_trgm's words start: after anything but a letter or a digit) gives a whole-word match,
 * which the score rewards; then the shorter value, whose trigrams the text's are more of.
 */
const nearness = (lowered: SQL, needle: string) =>
  sql`(case when strpos(${lowered}, ${needle}) = 1 or substr(${lowered}, strpos(${lowered}, ${needle}) - 1, 1) !~ '[[:alnum:]]'
    then 0 else 100000 end) + length(${lowered})`;

/*
 * One area's select, in four steps, each computing its expressions once per row (`offset 0` or a limit keeps PostgreSQL
 * from folding a step into the next, which would compute them again): the first CANDIDATES_PER_AREA matching records
 * with their search fields lowercased (the limit lets PostgreSQL stop reading once it has them: for a text most rows
 * hold it reads the table from its start rather than build a bitmap of every match); the closest of them
 * (RANKED_PER_AREA); each of those scored per field (-1 where it does not match); the best field and score of each, the
 * best `limit` records first.
 */
function areaSelect(scope: SearchScope, needle: string, pattern: string, limit: number): SQL {
  const { table } = scope;
  const id = columnOf(table, 'id');
  const label = scope.label ? sql`${columnOf(table, scope.label)}::text` : sql`null::text`;
  const rowLimit = scope.rowLimit ? sql` and ${scope.rowLimit}` : sql``;
  const places = scope.fields.map((_, place) => place);
  const lowered = (place: number) => sql.identifier(`l${place}`);
  const scored = (place: number) => sql.identifier(`s${place}`);
  const list = (each: (place: number) => SQL) => sql.join(places.map(each), sql`, `);
  // Text columns only (./search.ts): the trigram indexes on lower(field) serve this `like`.
  const matches = sql`select ${id} as "id", ${label} as "label",
      ${list((place) => sql`lower(${columnOf(table, scope.fields[place])}) as ${lowered(place)}`)}
    from ${table}
    where ${columnOf(table, 'deletedAt')} is null${rowLimit}
      and (${sql.join(
        scope.fields.map((field) => sql`lower(${columnOf(table, field)}) like ${pattern}`),
        sql` or `,
      )})
    limit ${CANDIDATES_PER_AREA}`;
  const closest = sql`select * from (${matches}) as "matches"
    order by least(${list((place) => sql`case when ${lowered(place)} like ${pattern} then ${nearness(sql`${lowered(place)}`, needle)} end`)}), "id"
    limit ${rankedPerArea(limit)}`;
  const scores = sql`select "id", "label", ${list(
    (place) =>
      sql`case when ${lowered(place)} like ${pattern} then similarity(${lowered(place)}, ${needle}) + word_similarity(${needle}, ${lowered(place)}) else -1 end as ${scored(place)}`,
  )}
    from (${closest}) as "closest"
    offset 0`;
  const best = sql`greatest(${list((place) => sql`${scored(place)}`)})`;
  const matched = sql`case ${sql.join(
    scope.fields.map((field, place) => sql`when ${scored(place)} >= ${best} then ${field}::text`),
    sql` `,
  )} end`;
  return sql`(select ${scope.area}::text as "area", ${sql.raw(String(scope.order))} as "place", "id", "label",
      ${matched} as "matched", ${best} as "score"
    from (${scores}) as "scores"
    order by "score" desc, "id" asc
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
