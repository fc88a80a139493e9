#!/usr/bin/env node
// The server's contract suite on PostgreSQL (DATABASE_URL), one file at a time since the files share the database,
// then the browser's live-updates test through two server processes on it.
// Without DATABASE_URL it says how to run it and passes: CI (.ci/run) starts Debian's PostgreSQL and sets it.
import { spawnSync } from 'node:child_process';
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
const vitest = report('vitest');
const run = spawnSync(
  'npx',
  ['vitest', 'run', 'tests/contract/v1', 'tests/server', '--no-file-parallelism', ...vitest.args],
  {
    stdio: 'inherit',
    env: { ...process.env, API_DB: 'postgres', ...vitest.env },
  },
);
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
