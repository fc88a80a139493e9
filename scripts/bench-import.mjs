#!/usr/bin/env node
/*
 * npm run bench:import [-- --rows 100000 --json]: how fast POST /v1/{area}/import takes a large CSV (issue 34 item 1),
 * and what it costs the server's memory. It builds the server, starts it on 127.0.0.1 with a fresh PGlite database
 * and, signed in as the administrator, sends a CSV of --rows users (about 100 bytes a row: 100,000 rows are about
 * 10 MB; each user's company given by its name, so the references are resolved too) as a stream, first as a dry run,
 * then for real, then undoes the import. It prints rows/s of each (rows over the time from the request to the
 * answer), the file's size, and the server's resident memory before and after and its peak (VmHWM, Linux).
 * Never part of npm test; it asserts nothing but the row counts.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startAppServer } from './lib/appServer.mjs';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    json: { type: 'boolean', default: false },
  },
});
const ROWS = Number(args.rows);
if (!Number.isInteger(ROWS) || ROWS < 1) throw new Error('--rows must be a positive whole number');
const say = (line) => process.stderr.write(`${line}\n`);

const work = mkdtempSync(join(tmpdir(), 'bench-import-'));
const BUILD = resolve(`dist-bench-import-${process.pid}`); // inside the repository, so the build finds node_modules
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

const server = await startAppServer({
  dist: work, // no app to serve: only /v1 is measured
  distServer: BUILD,
  dataDir: join(work, 'pglite'),
  env: { JWT_SECRET: randomBytes(32).toString('base64url'), LOG_LEVEL: 'warn' },
});

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

/** A fresh access token: each step can outlast one (they expire after 10 minutes). */
async function signIn() {
  const login = await fetch(`${server.base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  const { accessToken } = await login.json();
  return { Authorization: `Bearer ${accessToken}` };
}
let auth = await signIn();
const companies = await (await fetch(`${server.base}/v1/company?range=[0,99]`, { headers: auth })).json();
const companyNames = companies.map((company) => company.name);

const COUNTRIES = ['PT', 'FR', 'DE', 'ES', 'IT', 'GB', 'US', 'BR'];
const HEADER = 'fullName,username,email,phone,companyId,country\r\n';
const lineOf = (i) => {
  const n = String(i).padStart(6, '0');
  const company = companyNames[i % companyNames.length];
  return `Bench Importer ${n},bench.importer.${n},bench.importer.${n}@import.example,+351 912 ${n.slice(0, 3)} ${n.slice(3)},"${company}",${COUNTRIES[i % COUNTRIES.length]}\r\n`;
};
let size = HEADER.length;
for (let i = 0; i < ROWS; i++) size += Buffer.byteLength(lineOf(i));

/** The file as a stream of 64 KB pieces: never held whole, here either. */
function fileStream() {
  const encoder = new TextEncoder();
  let i = -1;
  return new ReadableStream({
    pull(controller) {
      let piece = i < 0 ? HEADER : '';
      if (i < 0) i = 0;
      while (piece.length < 65_536 && i < ROWS) piece += lineOf(i++);
      if (piece) controller.enqueue(encoder.encode(piece));
      if (i >= ROWS) controller.close();
    },
  });
}

async function post(path) {
  auth = await signIn();
  const started = performance.now();
  const response = await fetch(`${server.base}/v1${path}`, {
    method: 'POST',
    ...(path.endsWith('/undo')
      ? { headers: auth }
      : {
          headers: { ...auth, 'Content-Type': 'text/csv', 'Content-Length': String(size) },
          body: fileStream(),
          duplex: 'half',
        }),
  });
  const body = await response.json();
  const seconds = (performance.now() - started) / 1000;
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 500)}`);
  say(
    `  ${path}: ${seconds.toFixed(1)} s, ${Math.round(ROWS / seconds)} rows/s; server memory ${JSON.stringify(memory())}`,
  );
  return { body, seconds };
}

const before = memory();
say(`sending ${ROWS} rows (${(size / 1e6).toFixed(1)} MB) as a dry run…`);
const dry = await post('/user/import?dryRun=true');
if (dry.body.valid !== ROWS) throw new Error(`the dry run found ${dry.body.valid} valid rows of ${ROWS}`);
const afterDry = memory();
say('…and for real…');
const real = await post('/user/import');
if (real.body.created !== ROWS) throw new Error(`the import created ${real.body.created} rows of ${ROWS}`);
const afterReal = memory();
say('…and undoing it…');
const undo = await post(`/user/import/${real.body.importId}/undo`);
if (undo.body.trashed !== ROWS) throw new Error(`the undo trashed ${undo.body.trashed} rows of ${ROWS}`);
const after = memory();
await server.stop();

const rate = (seconds) => Math.round(ROWS / seconds);
const report = {
  engine: 'pglite',
  rows: ROWS,
  megabytes: Number((size / 1e6).toFixed(2)),
  node: process.version,
  dryRun: { seconds: Number(dry.seconds.toFixed(2)), rowsPerSecond: rate(dry.seconds) },
  import: { seconds: Number(real.seconds.toFixed(2)), rowsPerSecond: rate(real.seconds) },
  undo: { seconds: Number(undo.seconds.toFixed(2)), rowsPerSecond: rate(undo.seconds) },
  memory: { before, afterDryRun: afterDry, afterImport: afterReal, after },
};
if (args.json) process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
else {
  for (const name of ['dryRun', 'import', 'undo'])
    console.log(
      `${name.padEnd(8)} ${ROWS} rows  ${String(report[name].rowsPerSecond).padStart(7)} rows/s  ${report[name].seconds} s`,
    );
  console.log(`file: ${report.megabytes} MB`);
  if (before && after)
    console.log(
      `server memory: ${before.rss} MB resident before, ${afterDry?.rss} MB after the dry run, ` +
        `${afterReal?.rss} MB after the import, ${after.rss} MB after the undo; peak ${after.peak} MB`,
    );
}
