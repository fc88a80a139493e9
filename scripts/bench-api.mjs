#!/usr/bin/env node
/*
 * npm run bench:api [-- --rows 100000 --seconds 10 --concurrency 16 --streams 500 --only search --json --cpu-prof DIR]: a bounded load test of the API server on
 * loopback (never part of npm test; it asserts nothing). It builds the server, starts it on 127.0.0.1 with a fresh
 * temporary data folder (PGlite), or on DATABASE_URL (PostgreSQL, 1,000,000 rows by default), bulk-inserts --rows
 * users with SQL, then measures each case for a fixed time at a fixed concurrency and prints req/s, p50 and p99;
 * last, the updates again with --streams live event streams open, and each event's delay from its change to a stream.
 * --only runs the cases whose names contain one of its comma-separated words (and the streams case only if it names
 * "streams").
 * On PostgreSQL its rows are users named bench.N: they are kept for the next run, or replaced when --rows changes.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openSql, seedBenchUsers } from './lib/benchUsers.mjs';
import { freePort } from './lib/freePort.mjs';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '16' },
    streams: { type: 'string', default: '500' },
    only: { type: 'string' },
    json: { type: 'boolean', default: false },
    /** Where the server writes its CPU profile (node --cpu-prof) when it stops. */
    'cpu-prof': { type: 'string' },
  },
});
const POSTGRES = process.env.DATABASE_URL || '';
const ROWS = Number(args.rows ?? (POSTGRES ? 1_000_000 : 10_000));
const SECONDS = Number(args.seconds);
const CONCURRENCY = Number(args.concurrency);
const STREAMS = Number(args.streams);
const ONLY = args.only?.split(',').map((word) => word.trim().toLowerCase());
const chosen = (name) => !ONLY || ONLY.some((word) => name.toLowerCase().includes(word));
const HOST = '127.0.0.1';
const ADMIN = { email: 'admin@demo.com', password: 'admin' };
for (const [name, value] of Object.entries({
  rows: ROWS,
  seconds: SECONDS,
  concurrency: CONCURRENCY,
  streams: STREAMS,
})) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number`);
}
/** Progress goes to stderr, so that --json leaves stdout to the figures. */
const say = (line) => process.stderr.write(`${line}\n`);

const work = mkdtempSync(join(tmpdir(), 'bench-api-'));
const BUILD = resolve(`dist-bench-${process.pid}`); // inside the repository, so the build finds node_modules
const cleanUp = () => {
  rmSync(work, { recursive: true, force: true });
  rmSync(BUILD, { recursive: true, force: true });
};
let server;
process.on('exit', () => {
  server?.kill('SIGKILL');
  cleanUp();
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

const PORT = await freePort(HOST);
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One request on a kept-alive loopback connection; the body comes back as text. */
function send(method, path, { headers = {}, body } = {}) {
  return new Promise((done, fail) => {
    const request = http.request(
      {
        host: HOST,
        port: PORT,
        method,
        path,
        agent,
        headers: body ? { 'Content-Type': 'application/json', ...headers } : headers,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => done({ status: response.statusCode, text: Buffer.concat(chunks).toString() }));
        response.on('error', fail);
      },
    );
    request.on('error', fail);
    request.end(body);
  });
}

// --- the server -------------------------------------------------------------------------------------------------

say('building the server…');
const build = spawnSync(
  'npx',
  ['vite', 'build', '--config', 'server/vite.config.ts', '--outDir', BUILD, '--logLevel', 'error'],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const serverEnv = {
  ...process.env,
  HOST,
  PORT: String(PORT),
  DATABASE_URL: POSTGRES,
  DATA_DIR: join(work, 'pglite'),
  DIST_DIR: work,
  JWT_SECRET: randomBytes(32).toString('base64url'),
};
async function startServer() {
  // Its request log goes nowhere, as it would to a log collector: writing it to this terminal would be the bottleneck.
  const profile = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${resolve(args['cpu-prof'])}`] : [];
  server = spawn(process.execPath, [...profile, join(BUILD, 'main.js')], {
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => server.once('exit', done));
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await send('GET', '/v1/health')).status === 200) return { exited };
    } catch {
      /* not listening yet */
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('the server did not start');
}
async function stopServer({ exited }) {
  server.kill('SIGTERM');
  await exited;
  server = undefined;
}

// --- the rows ---------------------------------------------------------------------------------------------------

/** Makes sure there are exactly ROWS bench users; returns the range of their ids. */
async function seedRows() {
  const db = await openSql({ databaseUrl: POSTGRES, dataDir: join(work, 'pglite') });
  try {
    return await seedBenchUsers(db, ROWS, say);
  } finally {
    await db.close();
  }
}

// --- the cases --------------------------------------------------------------------------------------------------

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN;

/** Runs `step` in CONCURRENCY loops for `seconds`; a step times what it measures through `record`. */
async function run(step, seconds) {
  const latencies = [];
  let errors = 0;
  const record = async (request) => {
    const started = performance.now();
    const answer = await request();
    latencies.push(performance.now() - started);
    if (answer.status >= 400 && answer.status !== 409) errors++;
    return answer;
  };
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      while (performance.now() < until) {
        try {
          await step(record, worker);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const round = (value, places) => Number(value.toFixed(places));
  return {
    requests: latencies.length,
    rps: round(latencies.length / elapsed, 1),
    p50: round(percentile(latencies, 0.5), 2),
    p99: round(percentile(latencies, 0.99), 2),
    errors,
  };
}

async function signIn(who = ADMIN) {
  const answer = await send('POST', '/v1/auth/login', { body: JSON.stringify(who) });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.text}`);
  return JSON.parse(answer.text).accessToken;
}

const query = (params) =>
  new URLSearchParams(Object.entries(params).map(([name, value]) => [name, JSON.stringify(value)])).toString();

/** An administrator whose role reads only the users of Portugal (made once, kept): the conditioned list's caller. */
const PT_DESK = { email: 'bench.pt-desk@example.com', password: 'Bench-desk-2026' };
async function ensurePtDesk() {
  const headers = { Authorization: `Bearer ${await signIn()}` };
  const name = 'Bench Portugal desk';
  const permissions = [{ subject: 'user', actions: ['read'], conditions: { country: 'PT' } }];
  // 201, or 400 when an earlier run made it: then it is looked up.
  const made = await send('POST', '/v1/role', { headers, body: JSON.stringify({ name, permissions }) });
  const roleId =
    made.status === 201
      ? JSON.parse(made.text).id
      : JSON.parse((await send('GET', `/v1/role?${query({ filter: { q: name } })}`, { headers })).text)[0].id;
  await send('POST', '/v1/admin', {
    headers,
    body: JSON.stringify({ fullName: 'Bench Portugal Desk', ...PT_DESK, roleId, status: 'active' }),
  });
}

async function measureAll(range) {
  let headers;
  const randomId = () => range.first + Math.floor(Math.random() * (range.last - range.first + 1));
  const versions = new Map();
  const read = async (id) => {
    const answer = await send('GET', `/v1/user/${id}`, { headers });
    const record = JSON.parse(answer.text);
    versions.set(id, record);
    return record;
  };
  let conflicts = 0;
  const sorted = { range: [0, 24], sort: ['fullName', 'ASC'] };
  const cases = [
    [
      'list, 25 rows sorted by name',
      (record) => record(() => send('GET', `/v1/user?${query({ ...sorted, filter: {} })}`, { headers })),
    ],
    [
      'list, filtered (status, country)',
      (record) =>
        record(() =>
          send('GET', `/v1/user?${query({ ...sorted, filter: { status: 'active', country: 'PT' } })}`, { headers }),
        ),
    ],
    [
      'list, searched (q)',
      (record, worker) =>
        record(() =>
          send('GET', `/v1/user?${query({ ...sorted, filter: { q: `person ${1000 + worker * 37}` } })}`, { headers }),
        ),
    ],
    // The same rows two ways: filtered by an administrator, and unfiltered by a role limited to them (issue 33).
    [
      'list, filtered (country PT)',
      (record) => record(() => send('GET', `/v1/user?${query({ ...sorted, filter: { country: 'PT' } })}`, { headers })),
    ],
    [
      'list, a role limited to country PT',
      (record) => record(() => send('GET', `/v1/user?${query({ ...sorted, filter: {} })}`, { headers })),
      PT_DESK,
    ],
    // The search across areas (issue 34): every area in one UNION ALL, at most 5 records of each, ranked.
    [
      'search across areas, a name',
      (record, worker) => record(() => send('GET', `/v1/search?q=person+${1000 + worker * 37}`, { headers })),
    ],
    [
      'search across areas, a word every row holds',
      (record) => record(() => send('GET', '/v1/search?q=bench+person', { headers })),
    ],
    ['search across areas, 3 characters', (record) => record(() => send('GET', '/v1/search?q=per', { headers }))],
    [
      'search across areas, a role limited to country PT',
      (record, worker) => record(() => send('GET', `/v1/search?q=person+${1000 + worker * 37}`, { headers })),
      PT_DESK,
    ],
    ['get one', (record) => record(() => send('GET', `/v1/user/${randomId()}`, { headers }))],
    [
      'update (PUT with version)',
      async (record) => {
        // Among the first thousand, so concurrent writers sometimes meet; a 409 re-reads the record and the next try uses it.
        const id = range.first + Math.floor(Math.random() * Math.min(1000, range.last - range.first + 1));
        const current = versions.get(id) ?? (await read(id));
        const body = JSON.stringify({
          ...current,
          fullName: current.fullName.endsWith('*') ? current.fullName.slice(0, -1) : `${current.fullName}*`,
        });
        const answer = await record(() => send('PUT', `/v1/user/${id}`, { headers, body }));
        if (answer.status === 409) {
          conflicts++;
          await read(id);
        } else if (answer.status === 200) versions.set(id, JSON.parse(answer.text));
      },
    ],
    ['sign-in (argon2id)', (record) => record(() => send('POST', '/v1/auth/login', { body: JSON.stringify(ADMIN) }))],
  ];
  const results = [];
  await ensurePtDesk();
  const measure = async (name, step, who) => {
    headers = { Authorization: `Bearer ${await signIn(who)}` }; // a fresh token for each case: long runs outlive one
    await run(step, 1); // warm-up, not counted
    conflicts = 0;
    const result = await run(step, SECONDS);
    results.push({ name, ...result, ...(name.startsWith('update') && { conflicts }) });
    say(`  ${name}: ${result.rps.toFixed(0)} req/s`);
    return result;
  };
  // Sign-in last: its burst trips the per-address sign-in limit that the streams' accounts would meet.
  const [signInCase] = cases.splice(-1);
  for (const [name, step, who] of cases) if (chosen(name)) await measure(name, step, who);
  // The same writes again while STREAMS browsers follow them live (GET /v1/events): what the streams cost the writes,
  // and how long an event takes from its change's timestamp to each stream.
  if (chosen('update, event streams open')) {
    const update = cases.find(([name]) => name.startsWith('update'))[1];
    const streams = await openStreams(STREAMS);
    const result = await measure(`update, ${STREAMS} event streams open`, update);
    Object.assign(result, streams.delays());
    say(`    delivered ${result.delivered} events, delay p50 ${result.deliveryP50} ms, p99 ${result.deliveryP99} ms`);
    streams.close();
  }
  if (chosen(signInCase[0])) await measure(...signInCase);
  return results;
}

// --- live streams -----------------------------------------------------------------------------------------------

/** Streams per account the server allows (server/events/hub.ts STREAMS_PER_ACCOUNT). */
const STREAMS_PER_ACCOUNT = 5;
const STREAM_PASSWORD = 'Bench-streams-2026';

/**
 * Opens `count` event streams as administrators of their own (bench.stream.N@example.com, made once and kept), and
 * times each change event from its `at` to its arrival.
 */
async function openStreams(count) {
  const admin = { Authorization: `Bearer ${await signIn()}` };
  const tokens = [];
  for (let n = 0; n < Math.ceil(count / STREAMS_PER_ACCOUNT); n++) {
    const email = `bench.stream.${n}@example.com`;
    // 201, or 400 when the account is there from an earlier run: either way it signs in.
    await send('POST', '/v1/admin', {
      headers: admin,
      body: JSON.stringify({ fullName: `Bench Stream ${n}`, email, password: STREAM_PASSWORD, roleId: 1 }),
    });
    const answer = await send('POST', '/v1/auth/login', { body: JSON.stringify({ email, password: STREAM_PASSWORD }) });
    if (answer.status !== 200) throw new Error(`stream account ${email}: sign-in answered ${answer.status}`);
    tokens.push(JSON.parse(answer.text).accessToken);
  }
  const delays = [];
  const requests = [];
  const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  await Promise.all(
    Array.from({ length: count }, (_, n) => {
      return new Promise((ready, fail) => {
        const request = http.get(
          {
            host: HOST,
            port: PORT,
            path: '/v1/events',
            agent: streamAgent,
            headers: { Authorization: `Bearer ${tokens[Math.floor(n / STREAMS_PER_ACCOUNT)]}` },
          },
          (response) => {
            if (response.statusCode !== 200) return fail(new Error(`stream ${n} answered ${response.statusCode}`));
            let buffer = '';
            response.setEncoding('utf8');
            response.on('data', (chunk) => {
              buffer += chunk;
              let end;
              while ((end = buffer.indexOf('\n\n')) >= 0) {
                const block = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                if (block.includes('event: ready')) ready();
                const data = /^data: (.*)$/m.exec(block)?.[1];
                if (block.includes('event: change') && data) delays.push(Date.now() - Date.parse(JSON.parse(data).at));
              }
            });
            response.on('error', () => undefined);
          },
        );
        request.on('error', fail);
        requests.push(request);
      });
    }),
  );
  say(`  ${count} event streams open`);
  return {
    delays() {
      const sorted = [...delays].sort((a, b) => a - b);
      return {
        delivered: sorted.length,
        deliveryP50: percentile(sorted, 0.5),
        deliveryP99: percentile(sorted, 0.99),
      };
    },
    close() {
      for (const request of requests) request.destroy();
      streamAgent.destroy();
    },
  };
}

// --- main -------------------------------------------------------------------------------------------------------

say(
  `engine ${POSTGRES ? 'postgres' : 'pglite'}, ${ROWS} rows, ${SECONDS} s per case, ${CONCURRENCY} connections, http://${HOST}:${PORT}`,
);
await stopServer(await startServer()); // migrates and seeds the demo data
const range = await seedRows();
const running = await startServer();
const results = await measureAll(range);
await stopServer(running);

const report = {
  engine: POSTGRES ? 'postgres' : 'pglite',
  rows: ROWS,
  seconds: SECONDS,
  concurrency: CONCURRENCY,
  node: process.version,
  cases: results,
};
if (args.json) {
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} else {
  const ms = (value) => value.toFixed(1);
  const table = [
    ['case', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'event delay p50/p99 ms'],
    ...results.map((r) => [
      r.name,
      r.rps.toFixed(0),
      ms(r.p50),
      ms(r.p99),
      String(r.errors) + (r.conflicts === undefined ? '' : `, ${r.conflicts} × 409`),
      r.delivered === undefined ? '' : `${r.deliveryP50}/${r.deliveryP99} (${r.delivered})`,
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  for (const row of table)
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  '),
    );
}
agent.destroy();
process.exit(0);
