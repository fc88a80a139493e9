import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

/** The API server in a process of its own (`server/main.ts` through vite-node, no build needed), on loopback. */
export interface ServerProcess {
  base: string;
  pid: number;
  /** Everything it printed so far (JSON log lines). */
  output(): string;
  /** Resolves with the exit code, or null when a signal ended it. */
  exited: Promise<number | null>;
  signal(name: NodeJS.Signals): void;
  /** SIGKILL to its whole process group; harmless once it is gone. */
  kill(): void;
}

const VITE_NODE = resolve('node_modules/vite-node/dist/cli.mjs');

export async function startServer(options: {
  dataDir: string;
  distDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** A built server (npm run build's dist-server/main.js) instead of the sources through vite-node. */
  built?: string;
}): Promise<ServerProcess> {
  // vite-node runs the file in its own process, so signals reach the server itself (npx would sit in between).
  const child = spawn(process.execPath, options.built ? [options.built] : [VITE_NODE, 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl ?? '',
      DATA_DIR: options.dataDir,
      DIST_DIR: options.distDir,
      // The OS picks a free port, read back from the listening line: a port drawn at random may be taken, or be one
      // that fetch refuses outright ("bad port", e.g. 4190), which once failed CI.
      PORT: '0',
      LOG_LEVEL: 'info', // the listening line is an info line
      HOST: '127.0.0.1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const server: ServerProcess = {
    base: '',
    pid: child.pid!,
    output: () => output,
    exited,
    signal: (name) => process.kill(child.pid!, name),
    kill: () => {
      if (gone) return;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    },
  };
  for (let i = 0; i < 600 && !gone && !output.includes('"listening"'); i++)
    await new Promise((done) => setTimeout(done, 100));
  const port = /"event":"listening","url":"http:\/\/localhost:(\d+)"/.exec(output)?.[1];
  if (!port) {
    server.kill();
    throw new Error(`The server did not start:\n${output}`);
  }
  server.base = `http://127.0.0.1:${port}`;
  return server;
}
