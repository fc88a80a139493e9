#!/usr/bin/env node
/*
 * npm run bench:export [-- --rows 10000 --runs 3 --json]: how fast GET /v1/{area}/export writes a whole list (issue 34
 * item 3), and what it costs the server's memory. It builds the server, starts it on 127.0.0.1 with a fresh PGlite
 * database, inserts --rows users with SQL (scripts/lib/benchUsers.mjs), then, signed in as the administrator, downloads
 * the user list sorted by name as CSV and as JSON (and filtered to country PT) --runs times each, reading every byte
 * as a browser would. It prints rows/s (rows over the time from the request to the last byte; median of the runs),
 * the time to the first byte, the size, and the server's resident memory before and after and its peak (VmHWM, Linux).
 * Never part of npm test; it asserts nothing but the row count.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startAppServer } from './lib/appServer.mjs';
import { openSql, seedBenchUsers } from './lib/benchUsers.mjs';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
  },
});
const ROWS = Number(args.rows);
const RUNS = Number(args.runs);
for (const [name, value] of Object.entries({ rows: ROWS, runs: RUNS }))
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
const say = (line) => process.stderr.write(`${line}\n`);

const work = mkdtempSync(join(tmpdir(), 'bench-export-'));
const BUILD = resolve(`dist-bench-export-${process.pid}`); // inside the repository, so the build finds node_modules
process.on('exit', () => {
  rmSync(work, { recursive: true, force: true });
  rmSync(BUILD, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

say('building the server…');
const build = spawnSync(
  'npx',
  ['vite', 'build', '--config', 'server/vite.config.ts', '--outDir', BUILD, '--logLevel', 'error'],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = join(work, 'pglite');
const start = () =>
  startAppServer({
    dist: work, // no app to serve: only /v1 is measured
    distServer: BUILD,
    dataDir,
    env: { JWT_SECRET: randomBytes(32).toString('base64url'), LOG_LEVEL: 'warn' },
  });
// The first start migrates and seeds the demo data; the users go in while it is stopped (one process at a time).
await (await start()).stop();
const db = await openSql({ dataDir });
try {
  await seedBenchUsers(db, ROWS, say);
} finally {
  await db.close();
}
const server = await start();

/** The server's resident memory now and at its peak, in MB (Linux /proc; undefined elsewhere). */
function memory() {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const mb = (name) => Math.round(Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)[1]) / 1024);
    return { rss: mb('VmRSS'), peak: mb('VmHWM') };
  } catch {
    return undefined;
  }
}

const login = await fetch(`${server.base}/v1/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
});
const { accessToken } = await login.json();
const headers = { Authorization: `Bearer ${accessToken}`, 'Accept-Encoding': 'identity' };

/** One export, read to its last byte: its rows, bytes and timings. */
async function download(query) {
  const started = performance.now();
  const response = await fetch(`${server.base}/v1/user/export?${new URLSearchParams(query)}`, { headers });
  if (!response.ok) throw new Error(`export answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let firstByte;
  let bytes = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByte ??= performance.now() - started;
    bytes += value.length;
    text += decoder.decode(value, { stream: true });
  }
  const seconds = (performance.now() - started) / 1000;
  const rows = query.format === 'json' ? JSON.parse(text).length : text.split('\r\n').length - 2;
  return { rows, bytes, seconds, firstByteMs: firstByte };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sort = JSON.stringify(['fullName', 'ASC']);
const cases = [
  ['CSV, every user, sorted by name', { sort, format: 'csv' }],
  ['JSON, every user, sorted by name', { sort, format: 'json' }],
  ['CSV, country PT', { sort, filter: JSON.stringify({ country: 'PT' }), format: 'csv' }],
];
const before = memory();
const results = [];
for (const [name, query] of cases) {
  await download(query); // warm-up, not counted
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await download(query));
  const seconds = median(runs.map((r) => r.seconds));
  const result = {
    name,
    rows: runs[0].rows,
    rowsPerSecond: Math.round(runs[0].rows / seconds),
    seconds: Number(seconds.toFixed(3)),
    firstByteMs: Number(median(runs.map((r) => r.firstByteMs)).toFixed(1)),
    megabytes: Number((runs[0].bytes / 1e6).toFixed(2)),
  };
  results.push(result);
  say(`  ${name}: ${result.rows} rows, ${result.rowsPerSecond} rows/s`);
}
const after = memory();
await server.stop();

const everyone = results[0].rows;
if (everyone < ROWS) throw new Error(`the export answered ${everyone} rows, fewer than the ${ROWS} inserted`);
const report = {
  engine: 'pglite',
  rows: ROWS,
  runs: RUNS,
  node: process.version,
  cases: results,
  memory: { before, after },
};
if (args.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
else {
  for (const r of results)
    console.log(
      `${r.name.padEnd(34)} ${String(r.rows).padStart(8)} rows  ${String(r.rowsPerSecond).padStart(7)} rows/s  ` +
        `${r.seconds.toFixed(2)} s  first byte ${r.firstByteMs} ms  ${r.megabytes} MB`,
    );
  if (before && after)
    console.log(`server memory: ${before.rss} MB resident before, ${after.rss} MB after, peak ${after.peak} MB`);
}
