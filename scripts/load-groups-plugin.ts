import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The moments the app loads code at, each one chunk. Left alone, the bundler makes a chunk of every set of screens
 * that shares a module: about a hundred and sixty files on the way to the first list, each a request (six at a time
 * over HTTP/1.1) and each compressed on its own. A moment's modules are all needed when it comes, so one file per
 * moment loads nothing early. Each group names its root modules; the bundler adds what they use (the imports that
 * survive tree-shaking, followed to the end) and leaves in an earlier moment's chunk what that one has. In order:
 *   - boot: what the entry imports, on every page (the entry's own chunk imports it);
 *   - sign-in: the sign-in form, with what it shares with the admin (fields, buttons); the other sign-in pages load
 *     their own forms beside it;
 *   - strings: the admin's strings, which the sign-in page loads while idle;
 *   - admin: the admin's root (react-admin, the router, the layout, the menu and route table).
 * Anything else (the screens, the add and edit pages, the other strings, the demo API) is split as the bundler
 * chooses. `npm run size` counts the files and bytes of the sign-in page and of the way to the first list.
 */
const ENTRY = 'src/main.tsx';
const ADMIN_ROOT = 'src/root/AdminRoot.tsx';
export const LOAD_GROUPS: ReadonlyArray<{ name: string; roots: readonly string[] }> = [
  { name: 'sign-in', roots: ['src/features/pages/auth/LoginScreens.tsx'] },
  // The admin's strings, which a sign-in page loads while idle: apart, or loading them would run the whole admin.
  { name: 'strings', roots: ['src/i18n/messages.ts'] },
  { name: 'admin', roots: [ADMIN_ROOT] },
];

export function loadGroupsPlugin(): Plugin {
  let root = process.cwd();
  /** What the entry imports statically, known once the module graph is (buildEnd), read when chunks are made. */
  const boot = new Set<string>();
  const at = (path: string) => resolve(root, path).replaceAll('\\', '/');
  return {
    name: 'load-groups',
    apply: 'build',
    config() {
      const groups = [
        { name: 'boot', test: (id: string) => boot.has(id) },
        ...LOAD_GROUPS.map(({ name, roots }) => ({
          name,
          test: (id: string) => roots.some((path) => id.replaceAll('\\', '/') === at(path)),
        })),
      ].map((group, index, all) => ({ ...group, priority: all.length - index })); // an earlier moment keeps what both use
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
    configResolved(config) {
      root = config.root;
    },
    buildEnd(error) {
      if (error) return;
      const entry = this.getModuleInfo(at(ENTRY));
      if (!entry) throw new Error(`load groups: no module ${ENTRY}`);
      entry.importedIds.forEach((id) => boot.add(id));
      for (const { roots } of LOAD_GROUPS)
        for (const path of roots) if (!this.getModuleInfo(at(path))) throw new Error(`load groups: no module ${path}`);
    },
    /**
     * Importing any module of a chunk runs the whole chunk. So what boot and the sign-in form load later (strings, the
     * demo API, a theme) must not sit in the admin's chunk, or the sign-in page would run the admin: the build fails
     * if one does, naming the import to give a group of its own.
     */
    generateBundle(_options, bundle) {
      const chunkOf = new Map<string, string>();
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') for (const id of output.moduleIds) chunkOf.set(id, output.name);
      for (const [id, chunk] of chunkOf) {
        if (chunk !== 'boot' && chunk !== 'sign-in' && !this.getModuleInfo(id)?.isEntry) continue;
        for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
          if (chunkOf.get(target) === 'admin' && target !== at(ADMIN_ROOT))
            this.error(
              `load groups: ${id} imports ${target}, which is in the admin's chunk: give it a group before it`,
            );
      }
    },
  };
}
