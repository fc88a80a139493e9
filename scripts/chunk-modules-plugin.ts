import type { Plugin } from 'vite';

/** Package name of a module id inside node_modules, or null for project code. */
export function packageOf(id: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.replaceAll('\\', '/'));
  return match ? match[1] : null;
}

/** A package's module by its first folder or file (`@mui/material/Autocomplete`), enough to see what a chunk uses. */
function moduleOfPackage(id: string, pkg: string): string {
  const rest = id.replaceAll('\\', '/').split(`node_modules/${pkg}/`)[1] ?? '';
  const first = rest
    .replace(/^(esm|dist|lib|node|modern|build)\//, '')
    .split('/')[0]
    ?.replace(/\.m?[jt]sx?(\?.*)?$/, '');
  return first ? `${pkg}/${first}` : pkg;
}

/**
 * Writes dist/.vite/chunk-modules.json: for every JS chunk, the npm packages bundled into it. The size budget reads it
 * to prove heavy libraries stay out of the entry chunks. Also dist/.vite/chunk-sources.json: for every JS chunk, its
 * modules (project files by path, packages' modules by their first folder) with their minified length, largest first, to see why a chunk
 * is as large as it is.
 */
export function chunkModulesPlugin(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      const sources: Record<string, Array<[string, number]>> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const packages = new Set<string>();
        const lengths = new Map<string, number>();
        for (const id of output.moduleIds) {
          const pkg = packageOf(id);
          if (pkg) packages.add(pkg);
          const name = pkg ? moduleOfPackage(id, pkg) : id.replace(/^.*?\/(src|schemas|resources|fixtures)\//, '$1/');
          lengths.set(name, (lengths.get(name) ?? 0) + (output.modules[id]?.renderedLength ?? 0));
        }
        report[fileName] = [...packages].sort();
        sources[fileName] = [...lengths].sort((a, b) => b[1] - a[1]);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(report, null, 1) });
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-sources.json', source: JSON.stringify(sources) });
    },
  };
}
