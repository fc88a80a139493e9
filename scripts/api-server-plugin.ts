import type { Plugin } from 'vite';

/**
 * The API server inside `vite` (dev): /v1 requests go to server/dev.ts, loaded through Vite so the declarations'
 * `import.meta.glob` discovery works as in the app. Skipped in browser-only mode and under Vitest.
 */
export function apiServerPlugin(): Plugin {
  return {
    name: 'api-server',
    apply: 'serve',
    async configureServer(server) {
      if (process.env.VITEST || server.config.env.VITE_API_MODE === 'browser') return;
      const { startDevApi } = (await server.ssrLoadModule('/server/dev.ts')) as typeof import('../server/dev');
      const api = await startDevApi();
      server.httpServer?.once('close', () => void api.close());
      server.middlewares.use((req, res, next) => {
        if (req.url === '/v1' || req.url?.startsWith('/v1/') || req.url?.startsWith('/v1?')) void api.listener(req, res);
        else next();
      });
    },
  };
}

/** Declarations import MUI icons for the menu; the server does not draw menus, so its build gets a stub. */
export function serverIconStubPlugin(): Plugin {
  const STUB = '\0server-icon-stub';
  return {
    name: 'server-icon-stub',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      return options?.ssr && id.startsWith('@mui/icons-material') ? STUB : undefined;
    },
    load(id) {
      return id === STUB ? 'export default null;' : undefined;
    },
  };
}
