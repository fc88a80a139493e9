#!/usr/bin/env node
// The server's contract suite on PostgreSQL (DATABASE_URL), one file at a time since the files share the database.
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
process.exit(run.status ?? 1);
