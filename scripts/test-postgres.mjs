#!/usr/bin/env node
// The server's contract suite on PostgreSQL (DATABASE_URL), one file at a time since the files share the database,
// then the browser's live-updates test through two server processes on it.
// Without DATABASE_URL it says how to run it and passes: CI (.ci/run) starts Debian's PostgreSQL and sets it.
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL) {
  console.log(
    'test:postgres skipped: set DATABASE_URL=postgres://… to run the server contract suite on PostgreSQL (CI does).',
  );
  process.exit(0);
}
const run = spawnSync('npx', ['vitest', 'run', 'tests/contract/v1', 'tests/server', '--no-file-parallelism'], {
  stdio: 'inherit',
  env: { ...process.env, API_DB: 'postgres' },
});
if (run.status !== 0) process.exit(run.status ?? 1);
// Then the live updates in the browser, through two server processes on one database (playwright.postgres.config.ts).
for (const [command, args] of [
  ['node', ['scripts/ensure-chromium.mjs']],
  ['npx', ['playwright', 'test', '-c', 'playwright.postgres.config.ts']],
]) {
  const step = spawnSync(command, args, { stdio: 'inherit' });
  if (step.status !== 0) process.exit(step.status ?? 1);
}
