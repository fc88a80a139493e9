// An HTTPS front speaking HTTP/2, as a TLS-terminating proxy (nginx, Caddy, a load balancer) serves the app in
// production: `npm run lighthouse -- --h2` audits through it. Over plain HTTP a browser opens at most six connections
// to the server and sends one request at a time on each; over HTTP/2 every request shares one connection.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createSecureServer, constants } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.mjs';

/** Headers HTTP/2 forbids (connection-specific); the rest pass through as they are. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/** A throwaway self-signed certificate for 127.0.0.1 (the audited browser is told to accept it). */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'h2-front-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the front before `upstream` (http://host:port); resolves with its base address and a stop function. */
export async function startH2Front(upstream) {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: false });
  server.on('stream', (stream, headers) => {
    const forwarded = Object.fromEntries(
      Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
    );
    forwarded.host = target.host;
    forwarded['x-forwarded-proto'] = 'https';
    const outgoing = request(
      {
        agent,
        hostname: target.hostname,
        port: target.port,
        method: headers[constants.HTTP2_HEADER_METHOD],
        path: headers[constants.HTTP2_HEADER_PATH],
        headers: forwarded,
      },
      (answer) => {
        const back = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name) && name !== 'host'),
        );
        if (!stream.destroyed) stream.respond({ ...back, ':status': answer.statusCode });
        answer.pipe(stream);
      },
    );
    outgoing.on('error', () => stream.destroyed || stream.close(constants.NGHTTP2_INTERNAL_ERROR));
    stream.pipe(outgoing);
  });
  const port = await freePort('127.0.0.1');
  await new Promise((started) => server.listen(port, '127.0.0.1', started));
  return {
    base: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((stopped) => {
        agent.destroy();
        server.close(() => stopped());
      }),
  };
}
