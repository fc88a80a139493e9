/*
 * MSW's cookie jar (tough-cookie) imports tldts only for `getDomain`, which drags the whole public-suffix list
 * (~300 KB) into the demo worker. The demo serves one origin and never relies on cross-site cookie rules, so the
 * registrable domain is approximated by the last two labels. Aliased in vite.config.ts.
 */
export function getDomain(hostname: string): string | null {
  if (!hostname) return null;
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) return hostname;
  return hostname.split('.').slice(-2).join('.');
}
