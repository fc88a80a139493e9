import { hash, verify } from '@node-rs/argon2';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ServerPlatform } from './types';

/** The API server in Node: argon2id hashes, the socket's peer address, a jsdom window (loaded at the first write). */
export const nodePlatform: ServerPlatform = {
  passwordFormat: 'argon2id',
  // 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
  hashPassword: (password, cost) => hash(password, { algorithm: 2, ...cost, parallelism: 1 }),
  verifyArgon2: (stored, password) => verify(stored, password).catch(() => false),
  clientAddress(c) {
    try {
      return getConnInfo(c).remote.address;
    } catch {
      return undefined; // called in-process (app.request), without a socket
    }
  },
  htmlWindow: () => import('jsdom').then(({ JSDOM }) => new JSDOM('').window),
};
