import cluster, { type Worker } from 'node:cluster';

type Log = (entry: Record<string, unknown>) => void;

/** WORKERS: how many server processes this host runs (1 to 64, default 1); anything else refuses to start. */
export function workerCount(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error(`WORKERS must be a whole number from 1 to 64, not "${value}".`);
  return count;
}

/**
 * WORKERS=N on PostgreSQL: this process becomes the primary of node's cluster. It forks N server processes that share
 * the port, starts a new one when one dies after it was listening, passes SIGTERM/SIGINT on and exits once they all
 * have. A process that dies before it listened is a set-up fault (a bad address, a refused secret): starting it again
 * would loop, so the primary stops every process and exits 1. PGlite is one process on one folder: it says so and
 * serves alone. Returns true in the primary, which serves nothing itself.
 */
export function superviseWorkers(env: NodeJS.ProcessEnv, log: Log): boolean {
  const wanted = workerCount(env.WORKERS);
  if (!cluster.isPrimary || wanted === 1) return false;
  if (!env.DATABASE_URL) {
    log({ level: 'warn', event: 'workers-ignored', workers: wanted, reason: 'PGlite runs in one process' });
    return false;
  }
  const listened = new WeakSet<Worker>();
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listened.add(worker));
  };
  const stop = (signal: NodeJS.Signals, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    log({ level: 'info', event: 'shutdown', signal, workers: Object.keys(cluster.workers ?? {}).length });
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const done = () => {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(exitCode);
    };
    cluster.on('exit', done);
    done();
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log({ level: 'warn', event: 'worker-exit', workerPid: worker.process.pid, code, signal });
    if (listened.has(worker)) fork();
    else stop('SIGTERM', 1);
  });
  process.once('SIGTERM', () => stop('SIGTERM', 0));
  process.once('SIGINT', () => stop('SIGINT', 0));
  log({ level: 'info', event: 'workers', workers: wanted });
  for (let started = 0; started < wanted; started += 1) fork();
  return true;
}
