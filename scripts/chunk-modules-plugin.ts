import type { Plugin } from 'vite';

/** Package name of a module id inside node_modules, or null for project code. */
export function packageOf(id: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.replaceAll('\\', '/'));
  return match ? match[1] : null;
}

/**
 * Writes dist/.vite/chunk-modules.json: for every JS chunk, the npm packages bundled into it.
 * The size budget reads it to prove heavy libraries stay out of the entry chunks.
 */
export function chunkModulesPlugin(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const packages = new Set<string>();
        for (const id of output.moduleIds) {
          const pkg = packageOf(id);
          if (pkg) packages.add(pkg);
        }
        report[fileName] = [...packages].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(report, null, 1) });
    },
  };
}
