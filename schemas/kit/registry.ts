import { derivedOnRead, type AreaModel } from './model';

/*
 * Every management area's model: each `schemas/<area>.ts` default-exports one (files starting with `_` are shared
 * parts). Loaded eagerly, with zod: the server, the contract's rules and the build import this, never the app's
 * first page (the admin knows the areas from resources/ and loads a model with the screen that needs it).
 */
const modules = import.meta.glob<AreaModel>(['/schemas/*.ts', '!/schemas/_*.ts'], { eager: true, import: 'default' });

for (const [path, model] of Object.entries(modules))
  if (path !== `/schemas/${model.name}.ts`) throw new Error(`${path} declares the area "${model.name}": name it so`);

for (const model of Object.values(modules)) {
  const { sort, search, filters, sortable } = model.list;
  const listed = new Set<string>([sort.field, ...search, ...filters, ...sortable]);
  const derived = derivedOnRead(model).find((name) => listed.has(name));
  if (derived)
    throw new Error(`${model.name}.${derived} is derived when read: a list cannot sort, filter or search it`);
}

/** Every area's model, in the areas' order. */
export const areaModels: readonly AreaModel[] = Object.values(modules).sort((a, b) => a.order - b.order);

const byName = new Map(areaModels.map((model) => [model.name, model]));

export const isArea = (name: string): boolean => byName.has(name);

/** The model of one area. */
export function modelOf(name: string | undefined): AreaModel {
  const model = name ? byName.get(name) : undefined;
  if (!model) throw new Error(`No management area is declared as "${name}"`);
  return model;
}
