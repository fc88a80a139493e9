import { defineConfig } from '@playwright/test';
import base, { BUILD_STEPS } from './playwright.config';

/*
 * The live updates through two server processes on one PostgreSQL database, as a load balancer runs them: A's browser
 * talks to one process, B's to the other (E2E_PEER_URL), and a change reaches the other by LISTEN/NOTIFY. Run by
 * `npm run test:postgres` when DATABASE_URL is set (CI); the database is a fresh one beside it (scripts/e2e-postgres-db.mjs).
 */
const FIRST = 4183;
const SECOND = 4184;
const DIST = process.env.E2E_DIST ?? 'dist';
const SERVER_DIST = process.env.E2E_SERVER_DIST ?? 'dist-server';
process.env.E2E_PEER_URL = `http://localhost:${SECOND}`;

const serverOn = (port: number, prepare: string[]) => ({
  command: [
    ...prepare,
    // Both processes sign with one key (each would otherwise read the one the first kept in the database).
    `DATABASE_URL=$(cat .data/e2e-postgres-url) JWT_SECRET=e2e-postgres-secret-0123456789abcdef DIST_DIR=${DIST} PORT=${port} node ${SERVER_DIST}/main.js`,
  ].join(' && '),
  url: `http://localhost:${port}/v1/health/ready`,
  reuseExistingServer: false,
  timeout: 180_000,
});

export default defineConfig({
  ...base,
  testMatch: ['live-updates.spec.ts'],
  retries: 0,
  use: { ...base.use, baseURL: `http://localhost:${FIRST}` },
  // One after the other: the first builds what is missing and makes the database, the second finds both ready.
  webServer: [
    serverOn(FIRST, [...BUILD_STEPS, 'mkdir -p .data', 'node scripts/e2e-postgres-db.mjs > .data/e2e-postgres-url']),
    serverOn(SECOND, []),
  ],
});
