import { hashPbkdf2 } from '@/contract/passwords';
import type { ServerPlatform } from './types';

/**
 * The API server inside the page (browser-only mode): PBKDF2 through Web Crypto (argon2 has no browser build here;
 * the Node server verifies PBKDF2 too), one caller, and the page's own DOM.
 */
export const browserPlatform: ServerPlatform = {
  passwordFormat: 'pbkdf2',
  hashPassword: (password) => hashPbkdf2(password),
  clientAddress: () => 'browser',
  htmlWindow: async () => window,
};
