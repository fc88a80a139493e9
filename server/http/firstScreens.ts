import { z } from 'zod';
// Relative, not '@/': the build's config loads this file (scripts/first-screens-plugin.ts) before any alias applies.
import { ADMIN_SCRIPTS_META } from '../../src/contract/adminScripts.ts';

/** Where the build writes the files each first screen needs (scripts/first-screens-plugin.ts), inside the dist. */
export const FIRST_SCREENS_FILE = '.vite/first-screens.json';

/** A built script, as the manifest names it: `assets/<name>-<hash>.js`. Nothing else reaches the HTML. */
const scripts = z.array(z.string().regex(/^assets\/[\w-]+(\.[\w-]+)*\.js$/));

const firstScreensSchema = z.object({
  /** The admin's root chunk and what it imports, less what index.html already preloads: any non-sign-in path needs it. */
  shell: scripts,
  /** Pages the entry renders without the admin (the sign-in pages): they preload nothing more. */
  signIn: z.array(z.string()),
  /** By path (exactly as the browser asks for it): what its first screen loads beyond the shell (chunk and strings). */
  screens: z.record(z.string(), scripts),
});
export type FirstScreens = z.infer<typeof firstScreensSchema>;

export const parseFirstScreens = (json: string): FirstScreens => firstScreensSchema.parse(JSON.parse(json));

/** Vite's own form of the link (index.html has the entry's imports so), so the module is fetched as the app imports it. */
const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * A sign-in page (prerendered or not) with the admin's scripts and the home screen's named in a `<meta>`: the page
 * fetches and compiles them once it is idle, without running them (a running admin would hold the main thread while
 * the visitor types), so signing in opens home at once. Only the build's own file names reach the page.
 */
export function withAdminScripts(html: string, firstScreens: FirstScreens | undefined): string {
  if (!firstScreens || !html.includes('</head>')) return html;
  const files = [...new Set([...firstScreens.shell, ...(firstScreens.screens['/home'] ?? [])])];
  const meta = `<meta name="${ADMIN_SCRIPTS_META}" content="${files.map((file) => `/${file}`).join(' ')}">`;
  return html.replace('</head>', `  ${meta}\n  </head>`);
}

/**
 * index.html for each path a client route may have: with `<link rel="modulepreload">` for the admin's chunks and, on
 * a known first screen, its own, so a signed-in reload fetches them with the entry instead of one wave after another.
 * Every page is made here, once; a request only picks one by its exact path (anything else gets the shell's), so
 * nothing from the address reaches the HTML. Without the build's list, index.html as it is.
 */
export function indexPages(index: string, firstScreens: FirstScreens | undefined): (path: string) => string {
  if (!firstScreens || !index.includes('</head>')) return () => index;
  const withPreloads = (files: string[]) =>
    index.replace('</head>', `${[...new Set(files)].map(modulePreload).join('\n    ')}\n  </head>`);
  const shellOnly = withPreloads(firstScreens.shell);
  const pages = new Map<string, string>([
    ...Object.entries(firstScreens.screens).map(([path, files]): [string, string] => [
      path,
      withPreloads([...firstScreens.shell, ...files]),
    ]),
    ...firstScreens.signIn.map((path): [string, string] => [path, withAdminScripts(index, firstScreens)]),
  ]);
  return (path) => pages.get(path) ?? shellOnly;
}
