import { areaModels, modelOf } from '@schemas/kit/registry';
import { systemTables } from './system';
import { tableOf, type AreaTable } from './tables';

/** Every table of the database: one per declared area, keyed by area name, and the server's own. */
export interface DatabaseSchema {
  areas: Record<string, AreaTable>;
  system: typeof systemTables;
}

let built: DatabaseSchema | undefined;

/** The tables, built once per process from the declarations (the same objects every caller gets). */
export function schemaTables(): DatabaseSchema {
  if (built) return built;
  const areas = Object.fromEntries(areaModels.map((model) => [model.name, tableOf(model)]));
  built = { areas, system: systemTables };
  return built;
}

export async function buildSchema(): Promise<DatabaseSchema> {
  return schemaTables();
}

/** All tables as drizzle-kit wants them: a flat record of exports. */
export async function schemaExports(): Promise<Record<string, unknown>> {
  const schema = await buildSchema();
  return { ...schema.areas, ...schema.system };
}

export { areaModels, modelOf };
