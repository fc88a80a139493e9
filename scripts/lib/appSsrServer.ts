import { createServer, type PluginOption, type ResolvedConfig, type ViteDevServer } from 'vite';

/**
 * A Vite server in middleware mode that runs the app's own modules in Node (SSR transform) during a build, with the
 * build's aliases and `plugins` (the virtual modules the app imports): the sign-in pages' prerender and the first
 * screens' probe (scripts/prerender-plugin.ts, scripts/first-screens-plugin.ts).
 */
export const createAppSsrServer = (config: ResolvedConfig, plugins: PluginOption[]): Promise<ViteDevServer> =>
  createServer({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'error',
    plugins,
    resolve: { alias: config.resolve.alias },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });

/** Storage as a browser that never visited has it: empty (the app reads the visitor's settings from it). */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

/** Runs `task` with an empty localStorage and sessionStorage in Node, as a first visit has them, then removes them. */
export async function withEmptyStorage<T>(task: () => Promise<T>): Promise<T> {
  const globals = globalThis as Record<string, unknown>;
  globals.localStorage = new MemoryStorage();
  globals.sessionStorage = new MemoryStorage();
  try {
    return await task();
  } finally {
    delete globals.localStorage;
    delete globals.sessionStorage;
  }
}
