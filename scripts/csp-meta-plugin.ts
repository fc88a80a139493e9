import type { Plugin } from 'vite';
import { POLICY_WITHOUT_FRAMING } from '../server/http/csp.ts';

/**
 * The built index.html carries the server's Content-Security-Policy as a meta tag, so a static host (browser-only
 * mode) applies it too. Not in development: Vite's dev server injects inline scripts. `frame-ancestors` only works as
 * a header (browsers ignore it in a meta tag), which the API server sends.
 */
export function cspMetaPlugin(): Plugin {
  return {
    name: 'csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: POLICY_WITHOUT_FRAMING.join('; ') },
        injectTo: 'head-prepend',
      },
    ],
  };
}
