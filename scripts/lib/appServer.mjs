// The production build and server for measuring scripts (size, Lighthouse, list timings): build into given folders,
// start the server on a free loopback port with a fresh embedded database, stop it and forget the data.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './freePort.mjs';

const HOST = '127.0.0.1';
const say = (line) => process.stderr.write(`${line}\n`);

/** Builds the app into `dist` and the server into `distServer` (folders inside the repository, so both find node_modules). */
export function buildApp({ dist, distServer }) {
  for (const command of [
    ['vite', 'build', '--outDir', dist],
    ['vite', 'build', '--config', 'server/vite.config.ts', '--outDir', distServer],
  ]) {
    say(`npx ${command.join(' ')}`);
    const result = spawnSync('npx', [...command, '--logLevel', 'error'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`${command.join(' ')} failed`);
  }
}

/**
 * The server of `distServer` serving `dist`, on a free port with a fresh PGlite database (DATABASE_URL is ignored);
 * `dataDir` is where that database lives when the caller fills it before starting. Resolves once /v1/health answers,
 * with the server's address, its stop and its process id.
 */
export async function startAppServer({ dist, distServer, dataDir, env = {} }) {
  const work = mkdtempSync(join(tmpdir(), 'app-server-'));
  const port = await freePort(HOST);
  const server = spawn(process.execPath, [resolve(distServer, 'main.js')], {
    env: {
      ...process.env,
      HOST,
      PORT: String(port),
      DATABASE_URL: '',
      DATA_DIR: dataDir ?? join(work, 'pglite'),
      DIST_DIR: resolve(dist),
      OUTBOX_FILE: join(work, 'outbox.jsonl'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((done) => server.once('exit', done));
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  };
  process.once('exit', () => {
    server.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  });
  const base = `http://${HOST}:${port}`;
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error('the server stopped while starting');
    const answer = await fetch(`${base}/v1/health`).catch(() => undefined);
    if (answer?.ok) return { base, stop, pid: server.pid };
    await new Promise((done) => setTimeout(done, 100));
  }
  await stop();
  throw new Error('the server did not start');
}

/** Signs in through the API inside `page` (on any page of the app's origin) and stores the session like the app does. */
export async function signInThroughApi(page, credentials) {
  await page.evaluate(async (body) => {
    const response = await fetch('/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
    const { userData, accessToken, refreshToken } = await response.json();
    localStorage.setItem('userData', JSON.stringify(userData));
    localStorage.setItem('accessToken', accessToken);
    localStorage.setItem('refreshToken', refreshToken);
  }, credentials);
}
