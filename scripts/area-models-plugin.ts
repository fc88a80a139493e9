import { runnerImport, type Alias, type Plugin, type ViteDevServer } from 'vite';
import type { DescribedModel } from '../schemas/kit/model';

/*
 * Two modules made from the areas' models (schemas/<area>.ts) when the app is built (or first served), so the app
 * knows them without loading zod and the schemas:
 *   - `virtual:area-models`: every model's rules and fields as the generator describes them (schemas/kit/describe.ts),
 *     for the screens that only read records (lists, detail pages);
 *   - `virtual:area-order`: every area's place, for the menu and route table of the first page.
 * The add and edit screens, the API server and the demo API load the models themselves: they validate.
 * tests/unit/admin-kit/area-fields.test.ts proves the descriptions equal those made at run time.
 */
const MODELS = 'virtual:area-models';
const ORDER = 'virtual:area-order';
const DESCRIBE = '/schemas/kit/describedModels.ts';
/** What the descriptions follow from: a change to any of these rebuilds them in development. */
const SOURCES = /[\\/]schemas[\\/]([^\\/]+|kit[\\/][^\\/]+)\.ts$/;

async function describeModels(root: string, alias: readonly Alias[]): Promise<Record<string, DescribedModel>> {
  const { module } = await runnerImport<{ default: Record<string, DescribedModel> }>(DESCRIBE, {
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { alias: [...alias] },
  });
  return module.default;
}

export function areaModelsPlugin(): Plugin {
  let root = process.cwd();
  let alias: readonly Alias[] = [];
  let described: Promise<Record<string, DescribedModel>> | undefined;
  return {
    name: 'area-models',
    configResolved(config) {
      root = config.root;
      alias = config.resolve.alias;
    },
    resolveId: (id) => (id === MODELS || id === ORDER ? `\0${id}` : undefined),
    async load(id) {
      if (id !== `\0${MODELS}` && id !== `\0${ORDER}`) return undefined;
      described ??= describeModels(root, alias);
      const models = await described;
      const value =
        id === `\0${ORDER}`
          ? Object.fromEntries(Object.values(models).map((model) => [model.name, model.order]))
          : models;
      return `export default ${JSON.stringify(value)};`;
    },
    configureServer(server: ViteDevServer) {
      const refresh = (file: string) => {
        if (!SOURCES.test(file)) return;
        described = undefined;
        for (const id of [MODELS, ORDER]) {
          const module = server.moduleGraph.getModuleById(`\0${id}`);
          if (module) server.moduleGraph.invalidateModule(module);
        }
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, refresh);
    },
  };
}
