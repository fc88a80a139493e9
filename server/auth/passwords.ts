import { hash, verify } from '@node-rs/argon2';
import { formatOf, verifyPassword as verifyAnyFormat } from '@/contract/passwords';
import type { ServerContext } from '../context';

/*
 * The server hashes with argon2id (OWASP's minimum: 19 MiB, 2 passes). It also verifies the worker's PBKDF2 and the
 * demo fixtures' legacy hashes, which a successful sign-in replaces (`needsRehash`).
 */
export const hashPassword = (context: ServerContext, password: string) =>
  // 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
  hash(password, {
    algorithm: 2,
    memoryCost: context.config.argon2.memoryCost,
    timeCost: context.config.argon2.timeCost,
    parallelism: 1,
  });

export const verifyPassword = (password: string, stored: string | null | undefined) =>
  verifyAnyFormat(password, stored, (hashed, plain) => verify(hashed, plain).catch(() => false));

export const needsRehash = (stored: string | null | undefined) => formatOf(stored) !== 'argon2id';
