/*
 * The Content-Security-Policy of everything the app serves: the server's header (server/http/operations.ts) and, for
 * static hosting, the built index.html's meta tag (scripts/csp-meta-plugin.ts). No imports: the Vite config reads it.
 */

/** The app's scripts are files of its own origin; styles are injected by MUI (emotion), map tiles come from https. */
export const POLICY_WITHOUT_FRAMING = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
];
export const CONTENT_SECURITY_POLICY = [...POLICY_WITHOUT_FRAMING, "frame-ancestors 'none'"].join('; ');
/** The Embed showcase frames the app's own pages; the browser sets Sec-Fetch-*, so another site cannot claim this. */
export const SAME_ORIGIN_FRAME_POLICY = [...POLICY_WITHOUT_FRAMING, "frame-ancestors 'self'"].join('; ');
