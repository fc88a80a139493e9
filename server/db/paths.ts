import { resolve } from 'node:path';

/** The committed migrations, applied at start (relative to the repository root, where every command runs). */
export const MIGRATIONS_DIR = resolve(process.env.MIGRATIONS_DIR ?? 'server/db/migrations');
