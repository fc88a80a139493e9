import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AreaTable } from './tables';

/** A column of an area's table by its field name (the tables are built from declarations, so not typed per field). */
export const column = (table: AreaTable, name: string) => (table as unknown as Record<string, AnyPgColumn>)[name];
