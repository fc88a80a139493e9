import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
  type IndexBuilderOn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { derivedOnRead, type AreaModel } from '@schemas/kit/model';
import { describeSchema, type FieldDescription } from '@schemas/kit/describe';
import { timestampColumn, WIDGET_COLUMNS } from '@schemas/kit/widgetColumns';
import { CREATED_BY } from '@schemas/kit/access';
import { hashedFields } from '@/contract/rules';

/*
 * One Postgres table per management area, derived from its model (schemas/<area>.ts) (Payload's approach): real
 * column types and NOT NULL, case-insensitive unique indexes from `server.unique`, foreign keys for references
 * (deleting a referenced record fails, answered 409), CHECK constraints for choices, indexes for the list's sort,
 * filter and search fields, and the system columns id, createdAt, updatedAt and version.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are built at run time from declarations, so their column set is not a static type
export type AreaTable = PgTableWithColumns<any>;

function isInt(field: FieldDescription, declaration: AreaModel): boolean {
  const inner = declaration.schema.shape[field.source] as unknown as { def?: unknown };
  // zod records `.int()` as a number format; walk the wrappers to the number type.
  let current = inner as { def: { type: string; innerType?: unknown }; format?: string | null; isInt?: boolean };
  while (current?.def?.innerType) current = current.def.innerType as typeof current;
  return current?.format === 'safeint' || current?.isInt === true;
}

function columnOf(field: FieldDescription, declaration: AreaModel): PgColumnBuilderBase {
  let column = WIDGET_COLUMNS[field.widget](field.source, { integer: isInt(field, declaration) });
  // A default means the parsed value is always there.
  const notNull = (field.required || field.defaultValue !== undefined) && !field.readOnly;
  if (notNull) column = column.notNull();
  if (field.defaultValue !== undefined) {
    const value = field.defaultValue;
    column = Array.isArray(value)
      ? column.default(field.widget === 'tags' ? sql`'{}'::text[]` : sql`'[]'::jsonb`)
      : column.default(value as never);
  }
  return column;
}

/** Fields stored in columns: the schema's, minus write-only secrets and fields derived when read. */
export function storedFields(declaration: AreaModel): FieldDescription[] {
  const derived = new Set(derivedOnRead(declaration));
  return describeSchema(declaration.schema).filter((field) => !field.writeOnly && !derived.has(field.source));
}

const TEXT_LIKE = new Set(['text', 'longText', 'email', 'url', 'phone', 'slug', 'country', 'select']);
const quoted = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Builds the table of one area. `tables` holds the areas built so far, for foreign keys. */
export function tableOf(declaration: AreaModel): AreaTable {
  const fields = storedFields(declaration);
  const byName = new Map(fields.map((f) => [f.source, f]));
  const columns: Record<string, PgColumnBuilderBase> = {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  };
  for (const field of fields) columns[field.source] = columnOf(field, declaration);
  for (const [, target] of hashedFields(declaration)) columns[target] = text(target);
  columns.createdAt = timestampColumn('createdAt').notNull().defaultNow();
  columns.updatedAt = timestampColumn('updatedAt').notNull().defaultNow();
  columns.version = integer('version').notNull().default(1);
  // The account that created the record (a role may be limited to its own records); kept when that account goes.
  columns[CREATED_BY] = integer(CREATED_BY);
  // In the trash since (null: live). Unique values apply to live records only, so a trashed one frees its values.
  columns.deletedAt = timestampColumn('deletedAt');

  const area = declaration.name;
  return pgTable(area, columns, (table) => {
    const t = table as Record<string, AnyPgColumn>;
    const extras: Array<
      IndexBuilderOn | ReturnType<typeof check> | ReturnType<typeof foreignKey> | ReturnType<IndexBuilderOn['on']>
    > = [];
    for (const group of declaration.server?.unique ?? []) {
      const parts: SQL[] = group.map((name) =>
        TEXT_LIKE.has(byName.get(name)?.widget ?? '') ? sql`lower(${t[name]})` : sql`${t[name]}`,
      );
      extras.push(
        uniqueIndex(`${area}_${group.join('_')}_unique`)
          .using('btree', parts[0], ...parts.slice(1))
          .where(sql`${t.deletedAt} is null`),
      );
    }
    const flag = declaration.server?.exactlyOne;
    if (flag)
      extras.push(
        uniqueIndex(`${area}_${flag}_one`)
          .using('btree', sql`(true)`)
          .where(sql`${t[flag]}`),
      );
    for (const field of fields) {
      if (field.choices) {
        extras.push(
          check(
            `${area}_${field.source}_choice`,
            sql.raw(`"${field.source}" in (${field.choices.map(quoted).join(', ')})`),
          ),
        );
      }
      if (field.widget === 'reference' && field.reference) {
        // The target is referenced by name, so areas may be built in any order.
        const target = pgTable(field.reference, { id: integer('id') });
        // The audit trail keeps its entries when the account they name is purged (its actorName stays).
        const onDelete = declaration.server?.readOnly ? 'set null' : 'restrict';
        extras.push(
          foreignKey({
            name: `${area}_${field.source}_fk`,
            columns: [t[field.source]],
            foreignColumns: [target.id],
          }).onDelete(onDelete),
        );
      }
    }
    const uniqueLeads = new Set((declaration.server?.unique ?? []).map((group) => group[0]));
    const skip = (name: string) =>
      name === 'id' ||
      uniqueLeads.has(name) ||
      ['tags', 'repeater', 'permissions', 'richText', 'image'].includes(byName.get(name)?.widget ?? '');
    // Text is sorted and searched case-insensitively in code-point order (the same on PGlite, PostgreSQL and the worker).
    const ordered = new Set<string>([declaration.list.sort.field, ...declaration.list.search]);
    const matched = new Set<string>([
      ...declaration.list.filters,
      ...fields.filter((f) => f.widget === 'reference').map((f) => f.source),
    ]);
    for (const name of ordered) {
      if (skip(name) || (!byName.has(name) && name !== 'createdAt' && name !== 'updatedAt')) continue;
      const textual = TEXT_LIKE.has(byName.get(name)?.widget ?? '');
      extras.push(
        index(`${area}_${name}_sort_idx`).using(
          'btree',
          textual ? sql`lower(${t[name]}) collate "C"` : sql`${t[name]}`,
        ),
      );
      matched.delete(name);
    }
    // A reference's index covers the trash too (a delete checks every record that points at it); a filter's covers
    // the live records a list counts, so that count is an index-only scan.
    const live = sql`${t.deletedAt} is null`;
    const isReference = (name: string) => byName.get(name)?.widget === 'reference';
    for (const name of matched)
      if (!skip(name) && byName.has(name))
        extras.push(
          isReference(name)
            ? index(`${area}_${name}_idx`).on(t[name])
            : index(`${area}_${name}_live_idx`).on(t[name]).where(live),
        );
    // Several choice filters together (status and country) count their matches from one index.
    const combined = declaration.list.filters.filter((name) => !skip(name) && byName.has(name) && !isReference(name));
    if (combined.length > 1)
      extras.push(
        index(`${area}_filters_live_idx`)
          .on(...(combined.map((name) => t[name]) as [AnyPgColumn, ...AnyPgColumn[]]))
          .where(live),
      );
    for (const group of declaration.server?.indexes ?? [])
      extras.push(
        index(`${area}_${group.join('_')}_idx`).on(
          ...(group.map((name) => t[name]) as [AnyPgColumn, ...AnyPgColumn[]]),
        ),
      );
    // An own-records role lists by it.
    extras.push(
      index(`${area}_createdBy_idx`)
        .on(t[CREATED_BY])
        .where(sql`${t[CREATED_BY]} is not null`),
      foreignKey({
        name: `${area}_createdBy_fk`,
        columns: [t[CREATED_BY]],
        foreignColumns: [pgTable('admin', { id: integer('id') }).id],
      }).onDelete('set null'),
    );
    // Any list may sort by the latest change (the home page's area cards do).
    if (!ordered.has('updatedAt')) extras.push(index(`${area}_updatedAt_idx`).on(t.updatedAt));
    return extras;
  });
}
