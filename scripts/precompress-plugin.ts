import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files a browser fetches that compress well; pages are left to the server, which may change them per request. */
const COMPRESSIBLE = /\.(m?js|css|svg|json|webmanifest|txt)$/;

/** Every file under `dir` that is worth a compressed copy, skipping Vite's own folder (.vite: the manifest). */
async function compressibleFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') found.push(...(await compressibleFiles(path)));
    } else if (COMPRESSIBLE.test(entry.name)) found.push(path);
  }
  return found;
}

/** Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside the file, each only when it is smaller. */
export async function precompressFile(path: string): Promise<void> {
  const body = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < body.length && writeFile(`${path}.br`, br),
    gz.length < body.length && writeFile(`${path}.gz`, gz),
  ]);
}

/**
 * After the build, a brotli and a gzip copy of every script and style sheet: the server sends them as they are
 * (server/http/static.ts), so it compresses nothing per request, and a browser that speaks brotli gets about a sixth
 * fewer bytes than gzip gives. Any static host that serves precompressed files can use them too.
 */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const files = await compressibleFiles(resolve(config.root, config.build.outDir));
      // A few at a time: brotli's best quality is CPU-bound, and the build machine may have two cores.
      for (let start = 0; start < files.length; start += 8)
        await Promise.all(files.slice(start, start + 8).map(precompressFile));
    },
  };
}
