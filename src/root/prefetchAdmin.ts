import { ADMIN_SCRIPTS_META } from '@/contract/adminScripts';
import { ensureScreenMessages } from '@/i18n/screenMessages';
import { loadAdmin } from './loadAdmin';

/** Only the build's own scripts: a page never fetches an address it did not make. */
const BUILT_SCRIPT = /^\/assets\/[\w-]+(\.[\w-]+)*\.js$/;

const ignore = () => undefined;

/**
 * Fetches the admin while the browser is idle on a sign-in page, so signing in opens home at once. When the server
 * names the admin's scripts (and home's), each is fetched and compiled as `<link rel="modulepreload">` without being
 * run: running the admin (react-admin, the route table) would hold the main thread while the visitor types. Where no
 * list comes with the page (a static host, the dev server), the admin is imported, which runs it too.
 */
export function prefetchAdmin(doc: Document = document): void {
  const named = doc.querySelector<HTMLMetaElement>(`meta[name="${ADMIN_SCRIPTS_META}"]`)?.content.split(/\s+/) ?? [];
  const scripts = named.filter((href) => BUILT_SCRIPT.test(href));
  if (!scripts.length) void loadAdmin().catch(ignore);
  const linked = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
  for (const href of scripts) {
    if (linked.has(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  void ensureScreenMessages('admin').catch(ignore);
}
