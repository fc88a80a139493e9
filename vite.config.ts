/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chunkModulesPlugin } from './scripts/chunk-modules-plugin.ts';
import { i18nShellPlugin } from './scripts/i18n-shell-plugin.ts';
import { apiServerPlugin } from './scripts/api-server-plugin.ts';
import { cspMetaPlugin } from './scripts/csp-meta-plugin.ts';
import { areaModelsPlugin } from './scripts/area-models-plugin.ts';
import { prerenderPlugin } from './scripts/prerender-plugin.ts';
import { precompressPlugin } from './scripts/precompress-plugin.ts';
import { firstScreensPlugin } from './scripts/first-screens-plugin.ts';
import { loadGroupsPlugin } from './scripts/load-groups-plugin.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const TEST_FILES = [
  'resources/*/*.test.ts',
  'tests/unit/**/*.test.{ts,tsx}',
  'tests/contract/**/*.test.{ts,tsx}',
  'tests/server/**/*.test.ts',
];
/** The test files that replace a module with vi.mock (read from the files, so a new one is found). */
const MOCKING_FILES = ['resources', 'tests'].flatMap((dir) =>
  readdirSync(here(`./${dir}`), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`)
    .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(here(`./${file}`), 'utf8'))),
);

/** Shared by the app, the tests and the server build (server/vite.config.ts). */
export const aliases = {
  '@': here('./src'),
  '@schemas': here('./schemas'),
  '@resources': here('./resources'),
  '@fixtures': here('./fixtures'),
  tldts: here('./src/shims/tldts.ts'),
  'object.entries': here('./src/shims/object-entries.cjs'),
  'jsonexport/dist/index.js': here('./src/shims/jsonexport.ts'),
};

/**
 * react-admin imports lodash one CommonJS function at a time (`lodash/get.js`); es-toolkit's lodash-compatible
 * modules do the same work in ES modules the bundler can share and shake: 5 KB less gzip on the way to the first list.
 */
const lodashAsEsToolkit = { find: /^lodash\/(\w+)(?:\.js)?$/, replacement: 'es-toolkit/compat/$1' };

export default defineConfig({
  plugins: [
    react(),
    chunkModulesPlugin(),
    loadGroupsPlugin(),
    i18nShellPlugin(),
    areaModelsPlugin(),
    apiServerPlugin(),
    cspMetaPlugin(),
    prerenderPlugin(() => [i18nShellPlugin(), areaModelsPlugin()]),
    firstScreensPlugin(() => [i18nShellPlugin(), areaModelsPlugin()]),
    precompressPlugin(),
  ],
  resolve: {
    alias: [
      ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
      lodashAsEsToolkit,
      // The browser-only mode's server parses CSV with csv-parse's browser build (the Node one needs Buffer). Not in
      // vitest, whose contract tests run the server on Node as deployed.
      ...(process.env.VITEST
        ? []
        : [{ find: /^csv-parse\/stream$/, replacement: here('./src/shims/csv-parse-stream.ts') }]),
    ],
  },
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    // Every browser the app supports preloads modules itself; the polyfill would only add bytes to the first page.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // Emotion imports hoist-non-react-statics for `withTheme`, which nothing here uses; the package has no side
      // effects but does not say so, so without this it stays on every page (about 2 KB gzipped).
      treeshake: { moduleSideEffects: (id) => !/node_modules\/(hoist-non-react-statics|react-is)\//.test(id) },
    },
  },
  preview: { port: 4173, strictPort: true },
  // PGlite (browser-only mode) finds its WASM next to its own module: pre-bundling would move it away from it.
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  worker: { format: 'es' },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Names the run's migrated PGlite image, which every file that starts the API server loads (tests/support/).
    globalSetup: ['./tests/support/pgliteImage.global.ts'],
    // Shared test support (tests/support/) by one path from any test's depth; the app never imports tests.
    alias: { '@tests': here('./tests') },
    testTimeout: 20000,
    // A server file's beforeAll starts PGlite and the app: past vitest's 10 s default on a busy two-core machine.
    hookTimeout: 60000,
    // Vitest runs cores − 1 files at once: one on CI's two cores. The jsdom files wait on timers and the server's
    // files on child processes often enough that two at a time finish the suite sooner.
    maxWorkers: 2,
    css: false,
    /*
     * A worker runs its files one after another in one module registry (isolate: false): a new one per file made each
     * file import React, MUI and react-admin again, a third of the phase. A file that replaces a module (vi.mock) gets
     * a registry of its own, or it would meet the module already loaded by an earlier file.
     */
    projects: [
      { extends: true, test: { name: 'shared', include: TEST_FILES, exclude: MOCKING_FILES, isolate: false } },
      { extends: true, test: { name: 'own', include: MOCKING_FILES } },
    ],
  },
});
