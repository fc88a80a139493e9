import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/**
 * The API server inside `vite` (dev): /v1 requests go to server/dev.ts, loaded through Vite so the declarations'
 * `import.meta.glob` discovery works as in the app. Skipped in browser-only mode and under Vitest.
 */
export function apiServerPlugin(): Plugin {
  return {
    name: 'api-server',
    apply: 'serve',
    configureServer(server) {
      if (process.env.VITEST || server.config.env.VITE_API_MODE === 'browser') return;
      // Started when the dev server listens (tools that only load modules through Vite, such as vite-node, never do).
      let api:
        | Promise<{ listener: (req: IncomingMessage, res: ServerResponse) => unknown; close: () => Promise<void> }>
        | undefined;
      const start = () =>
        (api ??= server
          .ssrLoadModule('/server/dev.ts')
          .then((module) => (module as typeof import('../server/dev')).startDevApi()));
      server.httpServer?.once('listening', () => {
        start().catch((error: unknown) =>
          server.config.logger.error(`API server: ${error instanceof Error ? error.message : String(error)}`),
        );
      });
      server.httpServer?.once('close', () => void api?.then((running) => running.close()));
      server.middlewares.use((req, res, next) => {
        if (req.url === '/v1' || req.url?.startsWith('/v1/') || req.url?.startsWith('/v1?'))
          start().then((running) => running.listener(req, res), next);
        else next();
      });
    },
  };
}
