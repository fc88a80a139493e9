import { resolve } from 'node:path';
import {
  createServerModuleRunner,
  type Plugin,
  type PluginOption,
  type ResolvedConfig,
  type ViteDevServer,
} from 'vite';
import { FIRST_SCREENS_FILE, type FirstScreens } from '../server/http/firstScreens.ts';
import type * as Probe from './first-screens-probe.ts';
import { createAppSsrServer, withEmptyStorage } from './lib/appSsrServer.ts';

/** The admin's root module, which the entry imports once it knows the visitor is signed in (src/root/loadAdmin.ts). */
const ADMIN_ROOT = 'src/root/AdminRoot.tsx';
const PROBE = '/scripts/first-screens-probe.ts';

/** What the build knows of a chunk (a Rollup output chunk has these). */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  /** The chunks it imports statically: the browser fetches them before it runs the chunk. */
  imports: readonly string[];
  moduleIds: readonly string[];
}

/** The modules the first screens load: the admin's root, and by path the project modules its first screen loads. */
export interface FirstScreenModules {
  adminRoot: string;
  screens: Record<string, readonly string[]>;
  signIn: readonly string[];
}

/**
 * The chunk files each first screen needs, from the build's chunks: the admin's root chunk and its static imports
 * (the shell), and by path the chunks of the modules its screen loads with their static imports. Each list leaves out
 * what index.html already preloads (the entry's imports) and a screen's what the shell has.
 */
export function firstScreenFiles(chunks: readonly ChunkInfo[], modules: FirstScreenModules): FirstScreens {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk.fileName] as const)));
  /** The files, in the order the imports name them, and everything they import statically. */
  const withImports = (files: Iterable<string>): string[] => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    [...files].forEach(visit);
    return [...seen];
  };
  const inIndex = new Set(withImports(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)));
  const adminRoot = chunkOf.get(modules.adminRoot);
  if (!adminRoot) throw new Error(`first screens: no chunk holds ${modules.adminRoot}`);
  const shell = withImports([adminRoot]).filter((file) => !inIndex.has(file));
  const before = new Set([...inIndex, ...shell]);
  const screens = Object.entries(modules.screens).map(([path, ids]) => {
    const files = ids.flatMap((id) => chunkOf.get(id) ?? []);
    if (!files.length) throw new Error(`first screens: no chunk holds a module of ${path}'s screen`);
    return [path, withImports(files).filter((file) => !before.has(file))] as const;
  });
  return { shell, signIn: [...modules.signIn], screens: Object.fromEntries(screens) };
}

/**
 * Which project modules each first screen loads: for every path, a fresh module runner (so nothing a loader keeps from
 * an earlier path hides a load) imports the probe, which loads the route table, then starts what the path's first
 * screen waits for; the modules run from then on are the screen's. Dependencies run as Node has them, so only the
 * project's own modules (and virtual ones) count; the build's static imports bring in the rest.
 */
async function probeFirstScreens(server: ViteDevServer, root: string): Promise<FirstScreenModules> {
  const run = async <T>(task: (probe: typeof Probe, loaded: () => string[]) => Promise<T>): Promise<T> => {
    const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
    try {
      const loaded = () => [...runner.evaluatedModules.idToModuleMap.keys()];
      return await task((await runner.import(PROBE)) as typeof Probe, loaded);
    } finally {
      await runner.close();
    }
  };
  const { paths, signIn } = await run(async (probe) => ({
    paths: probe.firstScreenPaths(),
    signIn: probe.signInPaths(),
  }));
  const screens: Record<string, string[]> = {};
  for (const path of paths)
    screens[path] = await run(async (probe, loaded) => {
      const before = new Set(loaded());
      await probe.loadFirstScreen(path);
      return loaded().filter((id) => !before.has(id) && !id.includes('/node_modules/'));
    });
  return { adminRoot: resolve(root, ADMIN_ROOT), screens, signIn };
}

/**
 * Writes dist/.vite/first-screens.json (server/http/firstScreens.ts reads it): the chunk files of the admin's shell,
 * and of each common first screen (home, every management area's list) beyond the shell. The server names them in
 * the index.html it sends for that path as `<link rel="modulepreload">`, so a signed-in reload fetches the entry, the
 * admin and the screen at once instead of one after the other. The modules come from running the screens' loaders
 * at build time (through a Vite server in SSR mode with `plugins`, the virtual modules the app imports), the files
 * from the build's chunks. Not in the browser-only build: a static host sends the same index.html for every path.
 */
export function firstScreensPlugin(plugins: () => PluginOption[]): Plugin {
  let config: ResolvedConfig;
  let probing: Promise<FirstScreenModules> | undefined;
  return {
    name: 'first-screens',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (config.env.VITE_API_MODE === 'browser') return;
      // Alongside the build; awaited once the chunks are known.
      probing = createAppSsrServer(config, plugins()).then((server) =>
        withEmptyStorage(() => probeFirstScreens(server, config.root)).finally(() => server.close()),
      );
      probing.catch(() => undefined); // reported where it is awaited
    },
    async generateBundle(_options, bundle) {
      if (!probing) return;
      const modules = await probing;
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const files = firstScreenFiles(chunks, modules);
      this.emitFile({ type: 'asset', fileName: FIRST_SCREENS_FILE, source: JSON.stringify(files, null, 1) });
    },
  };
}
