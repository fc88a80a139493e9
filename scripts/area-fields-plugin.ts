import { runnerImport, type Alias, type Plugin, type ViteDevServer } from 'vite';
import type { FieldDescription } from '../schemas/kit/describe';

/*
 * `virtual:area-fields`: every management area's fields as the generator describes them (src/admin-kit/describe.ts),
 * worked out from the zod schemas when the app is built (or first served), so the screens that only read records
 * (lists, detail pages) know each field's widget, choices and reference without loading zod and the schemas.
 * The add and edit screens, the API server and the demo API load the schemas themselves: they validate.
 * tests/unit/admin-kit/area-fields.test.ts proves the descriptions equal those made at run time.
 */
const ID = 'virtual:area-fields';
const DESCRIBE = '/src/admin-kit/fields/describeAreas.ts';
/** What the descriptions follow from: a change to any of these rebuilds them in development. */
const SOURCES =
  /[\\/](resources[\\/][^\\/]+[\\/](schema|index)\.ts|src[\\/]admin-kit[\\/](schema[\\/][^\\/]+|describe|declaration|registry)\.ts)$/;
/** Declarations import MUI icons for the menu; describing fields needs none (as the server build, api-server-plugin.ts). */
const ICON_STUB = '\0area-fields-icon-stub';

async function describeAreas(root: string, alias: readonly Alias[]): Promise<Record<string, FieldDescription[]>> {
  const { module } = await runnerImport<{ default: Record<string, FieldDescription[]> }>(DESCRIBE, {
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { alias: [...alias] },
    plugins: [
      {
        name: 'area-fields-icon-stub',
        enforce: 'pre',
        resolveId: (id) => (id.startsWith('@mui/icons-material') ? ICON_STUB : undefined),
        load: (id) => (id === ICON_STUB ? 'export default null;' : undefined),
      },
    ],
  });
  return module.default;
}

export function areaFieldsPlugin(): Plugin {
  let root = process.cwd();
  let alias: readonly Alias[] = [];
  let described: Promise<Record<string, FieldDescription[]>> | undefined;
  return {
    name: 'area-fields',
    configResolved(config) {
      root = config.root;
      alias = config.resolve.alias;
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return undefined;
      described ??= describeAreas(root, alias);
      return `export default ${JSON.stringify(await described)};`;
    },
    configureServer(server: ViteDevServer) {
      const refresh = (file: string) => {
        if (!SOURCES.test(file)) return;
        described = undefined;
        const module = server.moduleGraph.getModuleById(`\0${ID}`);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, refresh);
    },
  };
}
