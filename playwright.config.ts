import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR } from './tests/e2e/support/outbox';

// Lets context.route see requests the demo API's service worker passes through (the chunk-failure test needs it).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Parallel work can build and serve its own copy: E2E_DIST=dist-x E2E_PORT=4201 npx playwright test my.spec.ts */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';
/** The API server's build; parallel work that changes server code sets its own (E2E_SERVER_DIST=dist-server-x). */
const SERVER_DIST = process.env.E2E_SERVER_DIST ?? 'dist-server';
/** Each run starts the API server on a fresh embedded database with the demo data. */
const DATA = E2E_DATA_DIR;
/** The app's and the server's builds, made when missing (shared with playwright.postgres.config.ts). */
export const BUILD_STEPS = [
  `test -f ${DIST}/index.html || npx vite build --outDir ${DIST} --logLevel error`,
  `test -f ${SERVER_DIST}/main.js || npx vite build --config server/vite.config.ts --outDir ${SERVER_DIST}`,
];

/**
 * Browser tests run in Debian's Chromium (never a downloaded browser) against the production build, served with
 * the API by the production server (`npm start`): the management areas run against the real server.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // The browser-only build has its own static server: playwright.browser-only.config.ts.
  testIgnore: ['browser-only/**'],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0, // also in CI: a test that fails once is a defect to fix, not to retry (issue 51)
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
    trace: 'off',
  },
  webServer: {
    command: [
      ...BUILD_STEPS,
      `rm -rf ${DATA}`,
      `mkdir -p ${DATA}`,
      // The embedded database even where DATABASE_URL is set for the PostgreSQL lane (CI).
      `DATABASE_URL= DATA_DIR=${DATA}/pglite OUTBOX_FILE=${DATA}/outbox.jsonl DIST_DIR=${DIST} PORT=${PORT} node ${SERVER_DIST}/main.js`,
    ].join(' && '),
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
