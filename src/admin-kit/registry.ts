import type { ResourceDeclaration, ResourceMeta } from './declaration';

/*
 * Every management area is a folder under /resources whose index.ts default-exports its declaration; they are
 * discovered here, so adding an area edits no other file.
 */
const modules = import.meta.glob<ResourceMeta>('/resources/*/index.ts', { eager: true, import: 'default' });

/** Every area without its schemas: enough for the route table, menu, home cards and permission subjects. */
export const declarations: ResourceMeta[] = Object.values(modules).sort((a, b) => a.menu.order - b.menu.order);

let loaded: Map<string, ResourceDeclaration> | undefined;
let loading: Promise<void> | undefined;

/** Loads every area's schemas (one chunk with zod); screens and API handlers await it before `declarationOf`. */
export function loadDeclarations(): Promise<void> {
  loading ??= Promise.all(declarations.map((declaration) => declaration.load())).then((list) => {
    loaded = new Map(list.map((declaration) => [declaration.name, declaration]));
  });
  return loading;
}

function loadedOrThrow(): Map<string, ResourceDeclaration> {
  if (!loaded) throw new Error('Management area schemas are not loaded yet: await loadDeclarations() first');
  return loaded;
}

/** Complete declarations of every area, in menu order (after `loadDeclarations`). */
export const loadedDeclarations = (): ResourceDeclaration[] => [...loadedOrThrow().values()];

/** The complete declaration of one area (after `loadDeclarations`). */
export function declarationOf(name: string | undefined): ResourceDeclaration {
  const declaration = name ? loadedOrThrow().get(name) : undefined;
  if (!declaration) throw new Error(`No management area is declared as "${name}"`);
  return declaration;
}

export const isDeclared = (name: string) => declarations.some((declaration) => declaration.name === name);
