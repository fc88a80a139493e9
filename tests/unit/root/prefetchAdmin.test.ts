import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureScreenMessages } from '@/i18n/screenMessages';
import { loadAdmin } from '@/root/loadAdmin';
import { prefetchAdmin } from '@/root/prefetchAdmin';

vi.mock('@/root/loadAdmin', () => ({ loadAdmin: vi.fn(() => Promise.resolve({})) }));
vi.mock('@/i18n/screenMessages', () => ({ ensureScreenMessages: vi.fn(() => Promise.resolve()) }));

/** A sign-in page as the server sends it, with or without its list of the admin's scripts. */
function signInPage(scripts?: string): Document {
  const doc = document.implementation.createHTMLDocument('Sign in');
  doc.head.innerHTML =
    '<link rel="modulepreload" crossorigin href="/assets/react-Cd34.js">' +
    (scripts === undefined ? '' : `<meta name="admin-scripts" content="${scripts}">`);
  return doc;
}
const preloads = (doc: Document) =>
  [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
    link.getAttribute('href'),
    link.crossOrigin,
  ]);

describe('fetching the admin while a sign-in page is idle', () => {
  beforeEach(() => vi.clearAllMocks());

  it('fetches the scripts the server names without running the admin', () => {
    const doc = signInPage('/assets/AdminRoot-Ef56.js /assets/menu-Gh78.js /assets/HomePage-Ij90.js');
    prefetchAdmin(doc);
    expect(loadAdmin).not.toHaveBeenCalled();
    expect(preloads(doc)).toEqual([
      ['/assets/react-Cd34.js', ''],
      ['/assets/AdminRoot-Ef56.js', ''],
      ['/assets/menu-Gh78.js', ''],
      ['/assets/HomePage-Ij90.js', ''],
    ]);
    expect(ensureScreenMessages).toHaveBeenCalledWith('admin');
  });

  it('links a script once, however often it runs, and not one the page already preloads', () => {
    const doc = signInPage('/assets/react-Cd34.js /assets/AdminRoot-Ef56.js');
    prefetchAdmin(doc);
    prefetchAdmin(doc);
    expect(preloads(doc).map(([href]) => href)).toEqual(['/assets/react-Cd34.js', '/assets/AdminRoot-Ef56.js']);
  });

  it("fetches nothing but the build's own scripts", () => {
    const doc = signInPage(
      'https://evil.example/x.js //evil.example/x.js /assets/../v1/admin.js javascript:alert(1) /assets/ok-1.js',
    );
    prefetchAdmin(doc);
    expect(preloads(doc).map(([href]) => href)).toEqual(['/assets/react-Cd34.js', '/assets/ok-1.js']);
  });

  it('imports the admin where the page names no scripts (a static host, the dev server)', () => {
    for (const doc of [signInPage(), signInPage('')]) {
      vi.clearAllMocks();
      prefetchAdmin(doc);
      expect(loadAdmin).toHaveBeenCalledOnce();
      expect(preloads(doc)).toHaveLength(1);
    }
  });
});
