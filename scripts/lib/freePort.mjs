import { createServer } from 'node:net';

/** A TCP port nobody listens on at `host` right now (the OS picks it). */
export async function freePort(host) {
  const probe = createServer();
  await new Promise((done) => probe.listen(0, host, done));
  const { port } = probe.address();
  await new Promise((done) => probe.close(done));
  return port;
}
