#!/usr/bin/env node
/*
 * npm run bench:peers [-- --rows 100000,1000000 --seconds 10 --concurrency 16 --rounds 2 --json]: our API server and
 * Directus side by side on the same PostgreSQL database (DATABASE_URL, created when missing; use one of its own) and
 * the same "user" table and rows: list sorted with its total, searched, filtered, get one, update. Never part of npm
 * test; it asserts nothing. Directus is installed with npm into a folder outside the repository (--directus-dir,
 * reused by the next run), bootstrapped beside our tables, and given our table as a collection searched on our search
 * fields. Both servers run on 127.0.0.1; each case is measured on one server at a time, alternating which goes first
 * from case to case and round to round, for a fixed time at a fixed concurrency after a second of warm-up.
 * For each row count it prints req/s, p50 and p99 of both, and the ratio of their req/s.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openSql, seedBenchUsers } from './lib/benchUsers.mjs';
import { freePort } from './lib/freePort.mjs';
import { DIRECTUS_VERSION, installDirectus, prepareDirectus, startDirectus } from './lib/peerDirectus.mjs';
import { httpClient, measure, summarize } from './lib/peerLoad.mjs';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000,1000000' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '2' },
    'directus-dir': { type: 'string', default: join(tmpdir(), 'peer-directus') },
    json: { type: 'boolean', default: false },
  },
});
const POSTGRES = process.env.DATABASE_URL || '';
if (!/^postgres(ql)?:\/\//.test(POSTGRES)) {
  process.stderr.write(
    'npm run bench:peers needs DATABASE_URL=postgres://user:password@host:port/database: a PostgreSQL database of its\n' +
      'own (created when missing), where our server makes its tables, the bench rows go into "user", and Directus adds\n' +
      'its directus_* tables beside them. Example: DATABASE_URL=postgres://api_dev:api_dev@127.0.0.1:5432/peers_bench\n',
  );
  process.exit(2);
}
const ROWS = args.rows.split(',').map((value) => Number(value.replace(/_/g, '')));
const SECONDS = Number(args.seconds);
const CONCURRENCY = Number(args.concurrency);
const ROUNDS = Number(args.rounds);
for (const [name, value] of Object.entries({ seconds: SECONDS, concurrency: CONCURRENCY, rounds: ROUNDS }))
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
if (!ROWS.length || ROWS.some((value) => !Number.isInteger(value) || value < 1))
  throw new Error('--rows must be positive whole numbers, separated by commas');

const HOST = '127.0.0.1';
const ADMIN = { email: 'admin@demo.com', password: 'admin' };
const PAGE = 25; // as npm run bench:api
const say = (line) => process.stderr.write(`${line}\n`); // progress on stderr: --json leaves stdout to the figures

const work = mkdtempSync(join(tmpdir(), 'bench-peers-'));
const BUILD = resolve(`dist-bench-${process.pid}`); // inside the repository, so the build finds node_modules
const children = new Set();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(BUILD, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

// --- the database -----------------------------------------------------------------------------------------------

/** Creates the database of DATABASE_URL when it does not exist yet (through the server's `postgres` database). */
async function ensureDatabase() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: POSTGRES });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    if (error.code !== '3D000') throw error;
    const url = new URL(POSTGRES);
    const name = decodeURIComponent(url.pathname.slice(1));
    url.pathname = '/postgres';
    const admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
    await admin.query(`create database "${name.replace(/"/g, '""')}"`);
    await admin.end();
    say(`created database ${name}`);
  }
}

async function seedRows(rows) {
  const db = await openSql({ databaseUrl: POSTGRES });
  try {
    return await seedBenchUsers(db, rows, say);
  } finally {
    await db.close();
  }
}

// --- our server -------------------------------------------------------------------------------------------------

const OURS_PORT = await freePort(HOST);
const DIRECTUS_PORT = await freePort(HOST);
const ours = httpClient({ host: HOST, port: OURS_PORT, concurrency: CONCURRENCY });
const directus = httpClient({ host: HOST, port: DIRECTUS_PORT, concurrency: CONCURRENCY });

function buildServer() {
  say('building the server…');
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'server/vite.config.ts', '--outDir', BUILD, '--logLevel', 'error'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const oursEnv = {
  ...process.env,
  HOST,
  PORT: String(OURS_PORT),
  DATABASE_URL: POSTGRES,
  DIST_DIR: work,
  JWT_SECRET: randomBytes(32).toString('base64url'),
  LOG_LEVEL: 'warn', // no line per request, as Directus at LOG_LEVEL=warn
};
/** Starts our server (it migrates and seeds the demo data the first time); resolves once /v1/health answers. */
async function startOurs() {
  const child = spawn(process.execPath, [join(BUILD, 'main.js')], {
    env: oursEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error('our server stopped while starting');
    try {
      if ((await ours.send('GET', '/v1/health')).status === 200) return { stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  await stop();
  throw new Error('our server did not start');
}

async function signIn() {
  const answer = await ours.send('POST', '/v1/auth/login', { body: JSON.stringify(ADMIN) });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.text}`);
  return JSON.parse(answer.text).accessToken;
}

// --- the cases --------------------------------------------------------------------------------------------------

const ourQuery = (params) =>
  new URLSearchParams(Object.entries(params).map(([name, value]) => [name, JSON.stringify(value)])).toString();
/** Our lists leave out the trash ("deletedAt" set); Directus lists live records only when asked, so it is asked. */
const directusQuery = (filter, extra = {}) =>
  new URLSearchParams({
    limit: String(PAGE),
    sort: 'fullName',
    meta: 'filter_count',
    filter: JSON.stringify({ deletedAt: { _null: true }, ...filter }),
    ...extra,
  }).toString();
const sorted = { range: [0, PAGE - 1], sort: ['fullName', 'ASC'] };
const term = (worker) => `person ${1000 + worker * 37}`; // as npm run bench:api

/**
 * The cases: each has a request for each server (`ours`, `directus`) as a step of the load loop, given the auth
 * headers; `expected` are statuses of 400 or more that are not errors (our 409 on a stale version).
 */
function casesFor(range) {
  const randomId = () => range.first + Math.floor(Math.random() * (range.last - range.first + 1));
  // Among the first thousand, so concurrent writers sometimes meet (as npm run bench:api).
  const writableId = () => range.first + Math.floor(Math.random() * Math.min(1000, range.last - range.first + 1));
  const toggled = (name) => (name.endsWith('*') ? name.slice(0, -1) : `${name}*`);
  const ourRecords = new Map();
  const directusNames = new Map();
  const ourList = (filter) => (headers) => (record, worker) =>
    record(() => ours.send('GET', `/v1/user?${ourQuery({ ...sorted, filter: filter(worker) })}`, { headers }));
  const directusList = (filter, extra) => (headers) => (record, worker) =>
    record(() => directus.send('GET', `/items/user?${directusQuery(filter, extra(worker))}`, { headers }));
  const active = { status: 'active', country: 'PT' };
  return [
    {
      name: 'list sorted, with total',
      ours: ourList(() => ({})),
      directus: directusList({}, () => ({})),
    },
    {
      name: 'search',
      ours: ourList((worker) => ({ q: term(worker) })),
      directus: directusList({}, (worker) => ({ search: term(worker) })),
    },
    {
      name: 'filter (status, country)',
      ours: ourList(() => active),
      directus: directusList({ status: { _eq: active.status }, country: { _eq: active.country } }, () => ({})),
    },
    {
      name: 'get one',
      ours: (headers) => (record) => record(() => ours.send('GET', `/v1/user/${randomId()}`, { headers })),
      directus: (headers) => (record) => record(() => directus.send('GET', `/items/user/${randomId()}`, { headers })),
    },
    {
      name: 'update',
      // PUT with the record's version (as npm run bench:api); a 409 re-reads the record and the next try uses it.
      ours: (headers) => async (record) => {
        const id = writableId();
        const read = async () => {
          const current = JSON.parse((await ours.send('GET', `/v1/user/${id}`, { headers })).text);
          ourRecords.set(id, current);
          return current;
        };
        const current = ourRecords.get(id) ?? (await read());
        const body = JSON.stringify({ ...current, fullName: toggled(current.fullName) });
        const answer = await record(() => ours.send('PUT', `/v1/user/${id}`, { headers, body }));
        if (answer.status === 409) await read();
        else if (answer.status === 200) ourRecords.set(id, JSON.parse(answer.text));
      },
      // PATCH of the changed field: Directus has no version check.
      directus: (headers) => async (record) => {
        const id = writableId();
        let name = directusNames.get(id);
        if (name === undefined)
          name = JSON.parse((await directus.send('GET', `/items/user/${id}`, { headers })).text).data.fullName;
        const body = JSON.stringify({ fullName: toggled(name) });
        const answer = await record(() => directus.send('PATCH', `/items/user/${id}`, { headers, body }));
        if (answer.status === 200) directusNames.set(id, JSON.parse(answer.text).data.fullName);
      },
      expected: (status) => status === 409,
    },
  ];
}

/** One request of each list case on both servers: the totals and first pages, and what differs. */
async function compareAnswers(ourHeaders, directusHeaders) {
  const notes = [];
  const lists = [
    ['list sorted, with total', ourQuery({ ...sorted, filter: {} }), directusQuery({})],
    ['search', ourQuery({ ...sorted, filter: { q: term(0) } }), directusQuery({}, { search: term(0) })],
    [
      'filter (status, country)',
      ourQuery({ ...sorted, filter: { status: 'active', country: 'PT' } }),
      directusQuery({ status: { _eq: 'active' }, country: { _eq: 'PT' } }),
    ],
  ];
  for (const [name, ourParams, directusParams] of lists) {
    const a = await ours.send('GET', `/v1/user?${ourParams}`, { headers: ourHeaders });
    const b = await directus.send('GET', `/items/user?${directusParams}`, { headers: directusHeaders });
    if (a.status !== 200 || b.status !== 200) {
      notes.push(`${name}: ours ${a.status}, Directus ${b.status} ${b.status === 200 ? '' : b.text.slice(0, 200)}`);
      continue;
    }
    const ourTotal = Number(String(a.headers['content-range']).split('/').pop());
    const ourIds = JSON.parse(a.text).map((row) => row.id);
    const { data, meta } = JSON.parse(b.text);
    const directusIds = data.map((row) => row.id);
    const samePage = ourIds.join() === directusIds.join();
    notes.push(
      `${name}: total ours ${ourTotal}, Directus ${meta?.filter_count}; first page ${samePage ? 'the same' : `differs (ours ${ourIds.slice(0, 3).join(', ')}…, Directus ${directusIds.slice(0, 3).join(', ')}…)`}`,
    );
  }
  return notes;
}

// --- main -------------------------------------------------------------------------------------------------------

say(
  `bench:peers: ${ROWS.join(', ')} rows; ${SECONDS} s per case, server and round; ${ROUNDS} round(s); ${CONCURRENCY} connections; ours http://${HOST}:${OURS_PORT}, Directus ${DIRECTUS_VERSION} http://${HOST}:${DIRECTUS_PORT}`,
);
await ensureDatabase();
installDirectus(args['directus-dir'], say);
buildServer();
let oursRunning = await startOurs(); // migrates and seeds the demo data, so that "user" exists before Directus reads it
const logFile = join(args['directus-dir'], 'bench-peers.log'); // kept after the run, unlike the temporary folder
const directusRunning = await startDirectus({
  dir: args['directus-dir'],
  databaseUrl: POSTGRES,
  host: HOST,
  port: DIRECTUS_PORT,
  logFile,
  say,
  send: directus.send,
  track: (child) => children.add(child),
});
const { token: directusToken, searched } = await prepareDirectus(directus.send, 'user');
say(`Directus searches ${searched.join(', ')} (the others marked not searchable); static admin token set`);
const directusHeaders = { Authorization: `Bearer ${directusToken}` };

const report = {
  database: 'postgres',
  directus: DIRECTUS_VERSION,
  seconds: SECONDS,
  concurrency: CONCURRENCY,
  rounds: ROUNDS,
  node: process.version,
  directusSearches: searched,
  sizes: [],
};
for (const rows of ROWS) {
  await oursRunning.stop(); // the rows go in with SQL while our server is stopped (as npm run bench:api)
  const range = await seedRows(rows);
  oursRunning = await startOurs();
  const notes = await compareAnswers({ Authorization: `Bearer ${await signIn()}` }, directusHeaders);
  for (const note of notes) say(`  ${note}`);
  const cases = casesFor(range);
  const runs = cases.map(() => ({ ours: [], directus: [] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, item] of cases.entries()) {
      const order = (round + index) % 2 === 0 ? ['ours', 'directus'] : ['directus', 'ours'];
      for (const server of order) {
        // A fresh token of ours for each run: long runs outlive one. Directus's static token does not expire.
        const headers = server === 'ours' ? { Authorization: `Bearer ${await signIn()}` } : directusHeaders;
        const step = item[server](headers);
        const options = { concurrency: CONCURRENCY, expected: item.expected };
        await measure(step, { ...options, seconds: 1 }); // warm-up, not counted
        const run = await measure(step, { ...options, seconds: SECONDS });
        runs[index][server].push(run);
        say(
          `  ${rows} rows, round ${round + 1}, ${item.name}, ${server}: ${(run.latencies.length / run.elapsed).toFixed(0)} req/s${run.errors ? `, ${run.errors} errors` : ''}`,
        );
      }
    }
  }
  report.sizes.push({
    rows,
    notes,
    cases: cases.map((item, index) => {
      const a = summarize(runs[index].ours);
      const b = summarize(runs[index].directus);
      return { name: item.name, ours: a, directus: b, ratio: Number((a.rps / b.rps).toFixed(2)) };
    }),
  });
}
await oursRunning.stop();
await directusRunning.stop();
ours.close();
directus.close();

if (args.json) {
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} else {
  const ms = (value) => value.toFixed(1);
  const errors = ({ errors: n, statuses }) => {
    const answers = Object.entries(statuses).map(([status, count]) => `${count} × ${status}`);
    return answers.length ? `${n} (${answers.join(', ')})` : String(n);
  };
  for (const size of report.sizes) {
    console.log(
      `\n${size.rows.toLocaleString('en')} rows: ${SECONDS} s × ${ROUNDS} round(s) per case and server, ${CONCURRENCY} connections, ${process.version}`,
    );
    const table = [
      [
        'case',
        'ours req/s',
        'p50 ms',
        'p99 ms',
        'Directus req/s',
        'p50 ms',
        'p99 ms',
        'ratio',
        'errors ours / Directus',
      ],
      ...size.cases.map(({ name, ours: a, directus: b, ratio }) => [
        name,
        a.rps.toFixed(0),
        ms(a.p50),
        ms(a.p99),
        b.rps.toFixed(0),
        ms(b.p50),
        ms(b.p99),
        `${ratio.toFixed(2)}×`,
        `${errors(a)} / ${errors(b)}`,
      ]),
    ];
    const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
    for (const row of table)
      console.log(
        row
          .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
          .join(' | '),
      );
    for (const note of size.notes) console.log(`  ${note}`);
  }
  console.log(
    '\nratio = ours req/s ÷ Directus req/s; errors: failed requests and answers of 400 or more, our 409 (a stale version) shown but not counted',
  );
}
process.exit(0);
