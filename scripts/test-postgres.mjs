#!/usr/bin/env node
// The server's tests whose outcome depends on the database server on PostgreSQL (DATABASE_URL), one file at a time
// since the files share the database, then the browser's live-updates test through two server processes on it.
// Without DATABASE_URL it says how to run it and passes: CI (.ci/run) starts Debian's PostgreSQL and sets it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { jsonReport } from './lib/testReports.mjs';

if (!process.env.DATABASE_URL) {
  console.log(
    'test:postgres skipped: set DATABASE_URL=postgres://… to run the server contract suite on PostgreSQL (CI does).',
  );
  process.exit(0);
}
// Under npm test (scripts/run-tests.mjs) each runner also writes a JSON report there.
const reportDir = process.env.TEST_REPORT_DIR;
const report = (runner) =>
  reportDir ? jsonReport(runner, join(reportDir, `postgres-${runner}.json`)) : { args: [], env: {} };
/*
 * PGlite is PostgreSQL (the same engine, compiled to WASM), so every other file's SQL already runs on PostgreSQL in the
 * unit phase. What differs here is around the SQL: the node-postgres driver (how each column type is sent and read),
 * a pool of connections running at once (locks, transactions racing, an import in one transaction), LISTEN/NOTIFY
 * between processes, the planner's estimates on a real server, and several processes on one database. These files
 * exercise those; the others (sign-in logic, permissions, HTTP, logs, the browser's store, PGlite's own adapter) ask
 * nothing of the database that differs between the two.
 */
const ON_POSTGRES = [
  // Every column kind written and read through the driver, lists built as JSON by the database, batches, ranking.
  'tests/contract/v1/areas.test.ts',
  'tests/contract/v1/list-records.test.ts',
  'tests/contract/v1/export.test.ts',
  'tests/contract/v1/import.test.ts',
  'tests/contract/v1/import-limits.test.ts',
  'tests/contract/v1/hostile.test.ts',
  'tests/contract/v1/hooks.test.ts',
  'tests/contract/v1/row-conditions.test.ts',
  'tests/contract/v1/search.test.ts',
  'tests/contract/v1/summary.test.ts',
  'tests/contract/v1/tag-values.test.ts',
  'tests/contract/v1/trash-history.test.ts',
  // Concurrency, notices, estimates, several processes, the database going away.
  'tests/server/abuse.test.ts',
  'tests/server/database.test.ts',
  'tests/server/events.test.ts',
  'tests/server/faults.test.ts',
  'tests/server/filter-indexes.test.ts',
  'tests/server/import-uploads.test.ts',
  'tests/server/list-totals.test.ts',
  'tests/server/principal-cache.test.ts',
  'tests/server/processes.test.ts',
  'tests/server/scale-out.test.ts',
  'tests/server/secrets.test.ts',
];
const missing = ON_POSTGRES.filter((file) => !existsSync(file));
if (missing.length) {
  console.error(`test:postgres names files that do not exist: ${missing.join(', ')} (scripts/test-postgres.mjs).`);
  process.exit(1);
}
const vitest = report('vitest');
const run = spawnSync('npx', ['vitest', 'run', ...ON_POSTGRES, '--no-file-parallelism', ...vitest.args], {
  stdio: 'inherit',
  env: { ...process.env, API_DB: 'postgres', ...vitest.env },
});
if (run.status !== 0) process.exit(run.status ?? 1);
// Then the live updates in the browser, through two server processes on one database (playwright.postgres.config.ts).
const playwright = report('playwright');
for (const [command, args, env] of [
  ['node', ['scripts/ensure-chromium.mjs'], {}],
  ['npx', ['playwright', 'test', '-c', 'playwright.postgres.config.ts', ...playwright.args], playwright.env],
]) {
  const step = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (step.status !== 0) process.exit(step.status ?? 1);
}
