import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const PORT = Number(process.env.E2E_BROWSER_ONLY_PORT ?? 4320);
const DIST = process.env.E2E_BROWSER_ONLY_DIST ?? 'dist-browser';

/**
 * The browser-only build (`npm run build:browser`) on a static server: the API server's app runs in the page over
 * PGlite in IndexedDB, so there is no server process. Each test starts on a fresh browser profile (fresh data).
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e/browser-only',
  testIgnore: [],
  // Every full page load starts PGlite in the page again (about 7 s on 2 cores, more under load).
  timeout: 240_000,
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: {
    command: [
      `test -f ${DIST}/index.html || npx vite build --mode browser --outDir ${DIST} --logLevel error`,
      `npx vite preview --outDir ${DIST} --port ${PORT} --strictPort`,
    ].join(' && '),
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
