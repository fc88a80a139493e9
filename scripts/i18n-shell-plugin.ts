import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { transformWithOxc, type Plugin, type ViteDevServer } from 'vite';

/*
 * `virtual:i18n-shell/<locale>`: the strings the app shell shows before any screen loads (menu labels, page titles,
 * breadcrumbs, navbar, home, and the sign-in pages, which render from the shell alone), picked at build time from
 * every feature's `i18n/<locale>.ts` and every management
 * area's `resources/<area>/labels.ts` (all locales in one file; src/i18n/areaLabels.ts). The feature files
 * themselves load lazily with the first screen (src/i18n/messages.ts), which keeps ~120 KB of page text out of the
 * first page. Rules, so a developer rarely edits a list:
 *   - everything under SHELL_PATHS (the shell's own namespaces, the home cards, the management areas' names and
 *     page titles, and the templates their other page titles are made with);
 *   - near the top of a namespace (`ns.key` or `ns.key.leaf`): leaves whose key is `title`, `menu`, `crumb`,
 *     `menuSection` or ends in `Title`, and everything under a `menu` key.
 * tests/unit/i18n/locale-parity.test.ts proves every route title, breadcrumb and menu section is in the shell.
 */
const PREFIX = 'virtual:i18n-shell/';
const SHELL_PATHS = [
  'app',
  'home',
  'misc',
  'auth',
  'adminKit.home',
  'adminKit.actions',
  'adminKit.page',
  // The menu's count of new records, and the notice the shell gives when live updates are off (src/root/LiveUpdates).
  'adminKit.live.newItems',
  'adminKit.live.off',
  'resources.*.page',
  'resources.*.name',
].map((p) => p.split('.'));
/**
 * `virtual:i18n-shell/sign-in/<locale>`: the part of the shell the sign-in pages show (they render without the admin,
 * src/root/SignInRoot.tsx).
 */
const SIGN_IN = 'sign-in/';
const SIGN_IN_NAMESPACES = ['app', 'auth'];
const SHELL_LEAF = /^(title|menu|crumb|menuSection)$|Title$/;
const SHELL_SUBTREE = new Set(['menu']);
const SHELL_DEPTH = 3;
const ROOTS = ['src', 'resources'];
const AREA_LABELS = 'labels.ts';
/** `resources/<area>/labels.ts`. */
const isAreaLabels = (path: string) =>
  path
    .split(sep)
    .join('/')
    .match(/^resources\/[^/]+\/labels\.ts$/) !== null;

type Tree = { [key: string]: string | Tree };

function filesOf(root: string, dir: string, locale: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesOf(root, path, locale, out);
    else if (
      name === `${locale}.ts` &&
      path.split(sep).includes('i18n') &&
      !relative(root, path).startsWith(join('src', 'i18n'))
    )
      out.push(path);
    else if (isAreaLabels(relative(root, path))) out.push(path);
  }
  return out;
}

/** A message file's default export. */
async function exported(file: string): Promise<Tree> {
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
  // Message files import types only, so the transformed module has no imports and runs on its own.
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    default: Tree;
  };
  return module.default;
}

async function evaluate(file: string, locale: string): Promise<Tree> {
  const tree = await exported(file);
  if (basename(file) !== AREA_LABELS) return tree;
  // An area's labels hold every locale; they are its `resources.<area>` messages.
  return { resources: { [basename(dirname(file))]: tree[locale] } };
}

/** Whether the key path is, or is inside, one of SHELL_PATHS (`*` matches any one key). */
const underShellPath = (path: string[]) =>
  SHELL_PATHS.some(
    (pattern) => pattern.length <= path.length && pattern.every((part, i) => part === '*' || part === path[i]),
  );

function pick(tree: Tree, path: string[] = []): Tree | undefined {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) {
    const inner = [...path, key];
    if (underShellPath(inner)) {
      out[key] = value;
    } else if (inner.length > SHELL_DEPTH) {
      continue;
    } else if (typeof value === 'string') {
      if (SHELL_LEAF.test(key)) out[key] = value;
    } else if (SHELL_SUBTREE.has(key)) {
      out[key] = value;
    } else {
      const picked = pick(value, inner);
      if (picked) out[key] = picked;
    }
  }
  return Object.keys(out).length ? out : undefined;
}

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = typeof value === 'object' && typeof existing === 'object' ? merge(existing, value) : value;
  }
  return target;
}

/** The shell messages of one locale. */
async function shellMessages(root: string, locale: string): Promise<{ tree: Tree; files: string[] }> {
  const files = ROOTS.flatMap((dir) => filesOf(root, join(root, dir), locale)).sort();
  const tree: Tree = {};
  for (const file of files) {
    const part = pick(await evaluate(file, locale));
    if (part) merge(tree, part);
  }
  return { tree, files };
}

/**
 * `/resources/<area>/labels.ts?locale=<locale>`: an area's labels file with only that locale (`{ <locale>: labels }`),
 * so a locale's messages chunk carries no other language (src/i18n/features/admin/<locale>.ts).
 */
const LABELS_IN_LOCALE = /[\\/]resources[\\/][^\\/]+[\\/]labels\.ts\?locale=(en|de|fr|pt)$/;

export function i18nShellPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'i18n-shell',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      const inLocale = LABELS_IN_LOCALE.exec(id);
      if (inLocale) {
        const file = id.slice(0, id.indexOf('?'));
        this.addWatchFile(file);
        const labels = await exported(file);
        return `export default ${JSON.stringify({ [inLocale[1]]: labels[inLocale[1]] })};`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const path = id.slice(PREFIX.length + 1);
      const signIn = path.startsWith(SIGN_IN);
      const { tree, files } = await shellMessages(root, signIn ? path.slice(SIGN_IN.length) : path);
      for (const file of files) this.addWatchFile(file);
      const picked = signIn
        ? Object.fromEntries(Object.entries(tree).filter(([namespace]) => SIGN_IN_NAMESPACES.includes(namespace)))
        : tree;
      return `export default ${JSON.stringify(picked)};`;
    },
    configureServer(server: ViteDevServer) {
      // A changed message file changes the shell: drop the virtual modules so the reload rebuilds them.
      server.watcher.on('change', (file) => {
        if (!/[\\/]i18n[\\/](en|de|fr|pt)\.ts$|[\\/]resources[\\/][^\\/]+[\\/]labels\.ts$/.test(file)) return;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(`\0${PREFIX}`)) server.moduleGraph.invalidateModule(module);
        }
      });
    },
  };
}
