// Directus as the peer of npm run bench:peers: installed with npm into a folder of its own outside the repository,
// bootstrapped on the same PostgreSQL database as our server (its directus_* tables beside ours), started on loopback
// with the settings that keep it comparable, and given our "user" table as a collection searched on our fields.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** 12.4.1 misses a dependency on the registry. */
export const DIRECTUS_VERSION = '12.4.0';
/** Its administrator, made by the first bootstrap of a database (the bench's database is its own; loopback only). */
export const DIRECTUS_ADMIN = { email: 'bench-peers@example.com', password: 'bench-peers-admin' };
/** Our list's search fields (schemas/user.ts); Directus searches every text field that is not marked otherwise. */
export const SEARCH_FIELDS = ['fullName', 'username', 'email', 'phone'];

/** Installs Directus into `dir` unless that version is there already (a second run reuses it). */
export function installDirectus(dir, say) {
  const manifest = join(dir, 'node_modules', 'directus', 'package.json');
  if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).version === DIRECTUS_VERSION) {
    say(`Directus ${DIRECTUS_VERSION} already installed in ${dir}`);
    return;
  }
  mkdirSync(dir, { recursive: true });
  const pkg = join(dir, 'package.json');
  if (!existsSync(pkg)) writeFileSync(pkg, `${JSON.stringify({ name: 'bench-peers-directus', private: true })}\n`);
  say(`installing Directus ${DIRECTUS_VERSION} into ${dir} (npm, a few minutes)…`);
  const result = spawnSync('npm', ['install', `directus@${DIRECTUS_VERSION}`, '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`npm install directus@${DIRECTUS_VERSION} failed in ${dir}`);
}

/**
 * Its environment: our database, loopback, and fair settings: no pressure limiter (it would answer 503 under load),
 * no data cache, no rate limiter, warnings only in its log, no telemetry. Its pool is knex's default (10), as ours.
 */
function directusEnv({ dir, databaseUrl, host, port }) {
  return {
    ...process.env,
    DB_CLIENT: 'pg',
    DB_CONNECTION_STRING: databaseUrl,
    HOST: host,
    PORT: String(port),
    PUBLIC_URL: `http://${host}:${port}`,
    KEY: randomBytes(16).toString('hex'),
    SECRET: randomBytes(32).toString('base64url'),
    ADMIN_EMAIL: DIRECTUS_ADMIN.email,
    ADMIN_PASSWORD: DIRECTUS_ADMIN.password,
    PRESSURE_LIMITER_ENABLED: 'false',
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    TELEMETRY: 'false',
    EXTENSIONS_PATH: join(dir, 'extensions'),
    STORAGE_LOCAL_ROOT: join(dir, 'uploads'),
  };
}

/** Its command line without the package's update check (which asks the registry at every command). */
const cliOf = (dir) => join(dir, 'node_modules', '@directus', 'api', 'dist', 'cli', 'run.js');

/**
 * Bootstraps Directus on the database (installs its tables the first time, else runs its migrations), starts it on
 * `host:port` and resolves once /server/ping answers; `stop()` ends it. Its log goes to `logFile`; `track` gets the
 * process as soon as it runs, so that the caller can end it whatever happens.
 */
export async function startDirectus({ dir, databaseUrl, host, port, logFile, say, send, track }) {
  const env = directusEnv({ dir, databaseUrl, host, port });
  for (const folder of ['extensions', 'uploads']) mkdirSync(join(dir, folder), { recursive: true });
  say('bootstrapping Directus…');
  const bootstrap = spawnSync(process.execPath, [cliOf(dir), 'bootstrap'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  writeFileSync(logFile, `${bootstrap.stdout ?? ''}${bootstrap.stderr ?? ''}`);
  if (bootstrap.status !== 0) throw new Error(`directus bootstrap failed (exit ${bootstrap.status}): see ${logFile}`);
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [cliOf(dir), 'start'], { cwd: dir, env, stdio: ['ignore', log, log] });
  track(child);
  const exited = new Promise((done) => child.once('exit', done));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`Directus stopped while starting: see ${logFile}`);
    try {
      if ((await send('GET', '/server/ping')).status === 200) return { child, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  await stop();
  throw new Error(`Directus did not start in 2 minutes: see ${logFile}`);
}

/** A JSON request that must succeed; its `data`. */
async function call(send, method, path, { token, body } = {}) {
  const answer = await send(method, path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (answer.status >= 300) throw new Error(`Directus ${method} ${path} answered ${answer.status}: ${answer.text}`);
  return answer.status === 204 ? undefined : JSON.parse(answer.text).data;
}

/**
 * Gives the administrator a fresh static token, registers our "user" table as a collection (it already exists, so
 * only its meta row is written) and leaves only our search fields searchable. Returns the token and the fields its
 * `search` now covers.
 */
export async function prepareDirectus(send, table) {
  const { access_token: session } = await call(send, 'POST', '/auth/login', { body: DIRECTUS_ADMIN });
  const token = randomBytes(24).toString('base64url');
  await call(send, 'PATCH', '/users/me', { token: session, body: { token } });
  await call(send, 'PATCH', `/collections/${table}`, {
    token,
    body: { meta: { note: 'npm run bench:peers: the API server’s table', accountability: 'all' } },
  });
  const fields = await call(send, 'GET', `/fields/${table}`, { token });
  const searched = [];
  for (const field of fields) {
    if (!['string', 'text'].includes(field.type)) continue; // numbers are searched only by a numeric term
    const searchable = SEARCH_FIELDS.includes(field.field);
    if ((field.meta?.searchable ?? true) !== searchable)
      await call(send, 'PATCH', `/fields/${table}/${field.field}`, { token, body: { meta: { searchable } } });
    if (searchable) searched.push(field.field);
  }
  return { token, searched };
}
