import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { AreaModel } from '@schemas/kit/model';
import { describeSchema } from '@schemas/kit/describe';
import { modelOf } from '@schemas/kit/registry';
import { key } from '@schemas/kit/validation';
import type { ServerContext } from '../context';
import type { Db } from '../db/types';
import type { Principal } from '../auth/principal';
import { fieldAccess } from './fieldAccess';
import { rowLimitOf } from './rowAccess';
import { column } from './write';
import type { ImportRow } from './importFile';

/*
 * An import's references given by name (server/areas/import.ts): a user's company as the company's name, an account's
 * role as the role's name. The name is the referenced area's representation (the field its records are shown by),
 * matched case-insensitively among its live records the caller may read; one query per reference field for a whole
 * batch of rows. A value of digits is an id, left for validation. A name that matches no record stays as it is, for
 * validation to refuse ("choose an existing record"); one that matches several is the row's error.
 */

const isId = (value: unknown) => typeof value === 'number' || (typeof value === 'string' && /^\d{1,9}$/.test(value));
const nameOf = (value: string) => value.trim().toLowerCase();

/** Replaces names by ids in `rows` (in place); adds a problem to a row whose name matches several records. */
export async function resolveReferences(
  context: ServerContext,
  db: Db,
  declaration: AreaModel,
  principal: Principal,
  rows: ImportRow[],
): Promise<void> {
  for (const field of describeSchema(declaration.schema)) {
    if (field.widget !== 'reference' || !field.reference) continue;
    // A row refused already (a NUL in a name, say) is not looked up.
    const named = rows.filter(
      (row) => !row.problems && typeof row.values[field.source] === 'string' && !isId(row.values[field.source]),
    );
    if (!named.length) continue;
    const target = field.reference;
    const representation: string = modelOf(target).representation;
    // Names are looked up only where the caller could read them: otherwise an import would tell which exist.
    if (
      !representation ||
      !principal.ability.can('read', target) ||
      fieldAccess(principal, modelOf(target)).hidden.has(representation)
    )
      continue;
    const table = context.schema.areas[target];
    const names = [...new Set(named.map((row) => nameOf(row.values[field.source] as string)))];
    const found = await db
      .select({ id: column(table, 'id'), name: sql<string>`lower(${column(table, representation)})` })
      .from(table)
      .where(
        and(
          inArray(sql`lower(${column(table, representation)})`, names),
          isNull(column(table, 'deletedAt')),
          rowLimitOf(principal, 'read', target, table),
        ),
      );
    const ids = new Map<string, number[]>();
    for (const { id, name } of found) ids.set(name, [...(ids.get(name) ?? []), Number(id)]);
    for (const row of named) {
      const matches = ids.get(nameOf(row.values[field.source] as string)) ?? [];
      if (matches.length === 1) row.values[field.source] = matches[0];
      else if (matches.length > 1) row.problems = { ...row.problems, [field.source]: key('ambiguousReference') };
    }
  }
}
