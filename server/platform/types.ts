import type { Context } from 'hono';
import type { PasswordFormat } from '@/contract/passwords';
import type { WindowLike } from 'dompurify';

/**
 * What the API server needs from the machine it runs on, so one `createApp` serves both Node (`./node.ts`) and the
 * browser-only mode (`./browser.ts`, inside the page): how passwords are hashed, who is calling, and a DOM for the
 * HTML policy. Everything else (tokens, ids, digests) is Web Crypto, which both have.
 */
export interface ServerPlatform {
  /** The format new hashes are written in; a stored hash in another format is replaced at the next sign-in. */
  passwordFormat: PasswordFormat;
  hashPassword(password: string, cost: PasswordCost): Promise<string>;
  /** Verifies an argon2id hash; a platform without it cannot sign in accounts hashed elsewhere. */
  verifyArgon2?(hash: string, password: string): Promise<boolean>;
  /** The caller's network address (the socket's peer), when there is one. */
  clientAddress(c: Context): string | undefined;
  /** A DOM window for the HTML sanitiser. */
  htmlWindow(): Promise<WindowLike>;
}

/** argon2id's cost (OWASP's minimum by default; tests lower it). */
export interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}
