#!/usr/bin/env node
/*
 * npm run load: a small, bounded load test of the API server on loopback (never part of npm test).
 * Starts the built server (npm run build first) on a fresh embedded database, adds users until there are ROWS of them
 * (default 10,000), then measures with autocannon for DURATION seconds each (default 10, CONNECTIONS 16):
 * a 25-row list page (sorted by name, with its total) and a get-one. Prints requests per second and latency.
 * DATABASE_URL=postgres://… measures on PostgreSQL instead (its data is not reset; rows are only added).
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';

const ROWS = Number(process.env.ROWS ?? 10_000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const PORT = Number(process.env.PORT ?? 4399);
const DATA = `/tmp/load-data-${PORT}`;
const base = `http://127.0.0.1:${PORT}`;

rmSync(DATA, { recursive: true, force: true });
const server = spawn(process.execPath, ['dist-server/main.js'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: `${DATA}/pglite`, HOST: '127.0.0.1' },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function until(ready) {
  for (let i = 0; i < 300; i++) {
    try {
      if (await ready()) return;
    } catch {
      /* not up yet */
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the server did not start');
}
await until(async () => (await fetch(`${base}/v1/auth/login`, { method: 'POST', body: '{}' })).status === 400);

const { accessToken } = await (await fetch(`${base}/v1/auth/login`, {
  method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
})).json();
const headers = { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' };
const count = async () => Number((await fetch(`${base}/v1/user?range=[0,0]`, { headers })).headers.get('Content-Range').split('/').pop());

let have = await count();
const started = Date.now();
while (have < ROWS) {
  const batch = Array.from({ length: Math.min(16, ROWS - have) }, (_, i) => {
    const n = have + i;
    return fetch(`${base}/v1/user`, {
      method: 'POST', headers,
      body: JSON.stringify({ fullName: `Load Person ${n}`, username: `load.person.${n}`, email: `load.${n}@example.com`, country: 'PT' }),
    }).then((r) => r.status);
  });
  const statuses = await Promise.all(batch);
  if (statuses.some((s) => s !== 201)) throw new Error(`seeding failed: ${statuses}`);
  have += batch.length;
}
console.log(`${have} users (seeded in ${((Date.now() - started) / 1000).toFixed(1)} s)`);

async function measure(title, path) {
  const result = await autocannon({ url: `${base}${path}`, headers, connections: CONNECTIONS, duration: DURATION });
  const line = `${title}: ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} errors`;
  console.log(line);
  return line;
}
await measure('list, 25 rows sorted by name, with total', `/v1/user?range=[0,24]&sort=${encodeURIComponent('["fullName","ASC"]')}&filter=%7B%7D`);
await measure('list, filtered by status and searched', `/v1/user?range=[0,24]&sort=${encodeURIComponent('["fullName","ASC"]')}&filter=${encodeURIComponent('{"status":"active","q":"person 12"}')}`);
await measure('get one', `/v1/user/${Math.floor(ROWS / 2)}`);
stop();
process.exit(0);
