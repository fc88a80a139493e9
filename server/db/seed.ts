import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { buildFixtures, type Row } from '@fixtures/index';
import { areaModels } from '@schemas/kit/registry';
import { describeSchema } from '@schemas/kit/describe';
import type { Db } from './types';
import { rowsOf } from './rows';
import type { DatabaseSchema } from './schema';
import type { AreaTable } from './tables';

/** Areas in an order where every area comes after the areas it refers to. */
function dependencyOrder(): string[] {
  const targets = new Map(
    areaModels.map((d) => [
      d.name,
      describeSchema(d.schema)
        .filter((f) => f.widget === 'reference')
        .map((f) => f.reference!),
    ]),
  );
  const ordered: string[] = [];
  const visit = (name: string, path: string[] = []) => {
    if (ordered.includes(name) || path.includes(name)) return;
    for (const target of targets.get(name) ?? []) visit(target, [...path, name]);
    ordered.push(name);
  };
  for (const model of areaModels) visit(model.name);
  return ordered.filter((name) => targets.has(name));
}

/** Sets an area's id sequence past its highest id, after rows were inserted with their own ids. */
export async function resetSequence(db: Db, table: AreaTable) {
  const name = getTableName(table);
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce((select max(id) from "${name}"), 0) + 1, false)`,
    ),
  );
}

async function insertRows(db: Db, table: AreaTable, rows: Row[]) {
  const columns = Object.keys(getTableColumns(table));
  const records = rows.map((row) =>
    Object.fromEntries(columns.filter((c) => row[c] !== undefined).map((c) => [c, row[c]])),
  );
  for (let start = 0; start < records.length; start += 200)
    await db.insert(table).values(records.slice(start, start + 200));
  await resetSequence(db, table);
}

/** Whether the database holds records already (the demo seed or real ones). */
export async function holdsData(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ seeded: boolean }>(db, sql`select exists (select 1 from "admin") as "seeded"`);
  return Boolean(row?.seeded);
}

/** Fills an empty database with the demo data of fixtures/ (the same records the browser-only mode starts with). */
export async function seedIfEmpty(db: Db, schema: DatabaseSchema): Promise<boolean> {
  if (await holdsData(db)) return false;
  const fixtures = buildFixtures();
  await db.transaction(async (tx) => {
    for (const area of dependencyOrder()) {
      const data = fixtures[area];
      if (Array.isArray(data)) await insertRows(tx as unknown as Db, schema.areas[area], data);
    }
  });
  return true;
}
