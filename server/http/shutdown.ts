import type { Server } from 'node:http';

/**
 * Stops accepting connections and lets the requests already received finish with their normal answers. A kept-alive
 * connection would hold `close` open until its timeout, so each one is closed as soon as it falls idle, and answers
 * given meanwhile say `Connection: close`. Whatever is still open after `graceMs` is cut.
 */
export function drain(server: Server, graceMs: number): Promise<void> {
  return new Promise((done) => {
    server.on('request', (_request, response) => response.setHeader('Connection', 'close'));
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(deadline);
      done();
    });
  });
}
