import areaOrder from 'virtual:area-order';
import { areaMetaOf, type AreaDeclaration, type AreaInput, type AreaMeta } from './declaration';

/*
 * Every management area is a folder under /resources whose index.ts default-exports how the admin shows it, beside
 * its model in /schemas/<area>.ts; they are discovered here, so adding an area edits no other file.
 */
const modules = import.meta.glob<AreaInput>('/resources/*/index.ts', { eager: true, import: 'default' });

function placeOf(name: string): number {
  const order = areaOrder[name];
  if (order === undefined) throw new Error(`resources/${name} has no model: write schemas/${name}.ts`);
  return order;
}

/** Every area without its model: enough for the route table, menu, home cards and permission subjects. */
export const declarations: AreaMeta[] = Object.values(modules)
  .map((input) => areaMetaOf(input, placeOf(input.name)))
  .sort((a, b) => a.menu.order - b.menu.order);

let loaded: Map<string, AreaDeclaration> | undefined;
let loading: Promise<void> | undefined;

/** Loads every area's model (one chunk with zod); screens and API handlers await it before `declarationOf`. */
export function loadDeclarations(): Promise<void> {
  loading ??= Promise.all(declarations.map((declaration) => declaration.load())).then((list) => {
    loaded = new Map(list.map((declaration) => [declaration.name, declaration]));
  });
  return loading;
}

function loadedOrThrow(): Map<string, AreaDeclaration> {
  if (!loaded) throw new Error('Management area models are not loaded yet: await loadDeclarations() first');
  return loaded;
}

/** Complete declarations of every area, in menu order (after `loadDeclarations`). */
export const loadedDeclarations = (): AreaDeclaration[] => [...loadedOrThrow().values()];

/** The complete declaration of one area (after `loadDeclarations`). */
export function declarationOf(name: string | undefined): AreaDeclaration {
  const declaration = name ? loadedOrThrow().get(name) : undefined;
  if (!declaration) throw new Error(`No management area is declared as "${name}"`);
  return declaration;
}

export const isDeclared = (name: string) => declarations.some((declaration) => declaration.name === name);
