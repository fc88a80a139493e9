import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const VITE_NODE = resolve('node_modules/vite-node/dist/cli.mjs');

/** One of the `npm run db:*` scripts (`server/scripts/<name>.ts` through vite-node), to its end. */
export function runScript(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [VITE_NODE, `server/scripts/${name}.ts`, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((done, failed) => {
    child.once('error', failed);
    child.once('close', (code) => done({ code, stdout, stderr }));
  });
}
