/**
 * Who answers `/v1`. `server` (the default): the API server (`npm run dev` runs it in-process, `npm start` beside
 * the built app); the in-browser worker answers only the template demo endpoints and lets `/v1` pass through.
 * `browser`: the browser-only mode for static hosting (`npm run dev:browser`, `npm run build:browser`), where the
 * API server's own app runs in the page over data kept in the browser, and the worker hands it `/v1`.
 */
export const API_MODE: 'server' | 'browser' = import.meta.env.VITE_API_MODE === 'browser' ? 'browser' : 'server';
/** The real API's base address (`{host}/v1`); same origin by default. */
export const API_URL: string = (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') ?? '/v1';
