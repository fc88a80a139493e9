import { and, isNull, sql, type SQL } from 'drizzle-orm';
import { describeSchema } from '@schemas/kit/describe';
import type { AreaModel } from '@schemas/kit/model';
import { MAX_TAG_VALUES } from '@/contract/tagValues';
import type { Db } from '../db/types';
import type { AreaTable } from '../db/tables';
import { column } from './write';

/** Whether `field` is a tags field of the area (the only fields GET /v1/{area}/tags/{field} answers for). */
export const isTagsField = (declaration: AreaModel, field: string) =>
  describeSchema(declaration.schema).some((f) => f.source === field && f.widget === 'tags');

/** The distinct values of a tags column over the live records, those containing `q` case-insensitively, sorted by code point. */
export async function tagValues(
  db: Db,
  table: AreaTable,
  field: string,
  q: string,
  /** The records the caller may read (server/areas/rowAccess.ts). */
  rowLimit?: SQL,
): Promise<string[]> {
  const tags = db
    .select({ value: sql<string>`unnest(${column(table, field)})`.as('value') })
    .from(table)
    .where(and(isNull(column(table, 'deletedAt')), rowLimit))
    .as('tags');
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ value: tags.value })
    .from(tags)
    .where(sql`lower(${tags.value}) like ${pattern}`)
    .groupBy(tags.value)
    .orderBy(sql`lower(${tags.value}) collate "C"`, sql`${tags.value} collate "C"`)
    .limit(MAX_TAG_VALUES);
  return rows.map((row) => row.value);
}
