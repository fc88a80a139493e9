import {
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  text,
  timestamp,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import type { Widget } from './fields';

/*
 * The database column of each widget (server/db/tables.ts builds every area's table with it): a `Record` the compiler
 * keeps complete, so a new widget without a column fails `tsc`, not the server's start.
 */

/** Makes the column of one field: its name, and for a number whether it holds whole numbers (`field.number`'s `int`). */
export type ColumnBuilder = (name: string, number: { integer: boolean }) => PgColumnBuilderBase;

/** Dates and times as the API sends them (ISO 8601 text), to the millisecond. */
export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'string', precision: 3 });

const asText = (name: string) => text(name);
const asJson = (name: string) => jsonb(name);

export const WIDGET_COLUMNS = {
  text: asText,
  longText: asText,
  email: asText,
  url: asText,
  phone: asText,
  slug: asText,
  richText: asText,
  image: asText,
  country: asText,
  select: asText,
  password: asText,
  number: (name: string, { integer: whole }: { integer: boolean }) => (whole ? integer(name) : doublePrecision(name)),
  reference: (name: string) => integer(name),
  switch: (name: string) => boolean(name),
  date: (name: string) => date(name, { mode: 'string' }),
  datetime: timestampColumn,
  tags: (name: string) => text(name).array(),
  repeater: asJson,
  permissions: asJson,
} satisfies Record<Widget, ColumnBuilder>;
