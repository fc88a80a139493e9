import { formatOf, verifyPassword as verifyAnyFormat } from '@/contract/passwords';
import type { ServerContext } from '../context';

/*
 * New hashes are written in the platform's format (argon2id in Node: OWASP's minimum, 19 MiB, 2 passes; PBKDF2 in
 * the browser-only mode). Every format either writes is verified, and the demo fixtures' legacy hashes; a successful
 * sign-in replaces a hash in another format (`needsRehash`).
 */
export const hashPassword = (context: ServerContext, password: string) =>
  context.config.platform.hashPassword(password, context.config.argon2);

export const verifyPassword = (context: ServerContext, password: string, stored: string | null | undefined) =>
  verifyAnyFormat(password, stored, context.config.platform.verifyArgon2);

export const needsRehash = (context: ServerContext, stored: string | null | undefined) =>
  formatOf(stored) !== context.config.platform.passwordFormat;
