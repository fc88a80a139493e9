import type { Db } from './db/types';
import type { DatabaseSchema } from './db/schema';
import type { PasswordCost, ServerPlatform } from './platform/types';
import type { Limit, LimitName } from './auth/limitRules';
import type { PrincipalCache } from './auth/principalCache';

/** What the server is configured with; everything has a default except the secret. */
export interface ServerConfig {
  /** HS256 key for the tokens (JWT_SECRET, at least 32 bytes; else one generated and kept in the database). */
  jwtSecret: string;
  accessTtlSeconds?: number;
  refreshTtlSeconds?: number;
  /** The role a self-registered account gets (by name); never one with `manage all`. */
  registrationRole?: string;
  /** Milliseconds since the epoch; tests move the clock. */
  now?: () => number;
  /**
   * Where the request lines, request errors and the development outbox (password-reset messages) go; each entry's
   * `level` (default info) is its line's level. In Node: JSON lines through pino (server/log.ts).
   */
  log?: (entry: Record<string, unknown>) => void;
  /** Other origins allowed to call /v1 (CORS); none by default, the app is same-origin. */
  corsOrigins?: readonly string[];
  /**
   * How many proxies in front of the server append to X-Forwarded-For (TRUST_PROXY=N): the client address is the
   * entry N from the right. 0 (the default): the socket's address, and the header is ignored.
   */
  trustProxy?: number;
  /** Above this many matches a filtered or searched list's total is estimated (EXACT_COUNT_LIMIT by default). */
  exactCountLimit?: number;
  /**
   * How long a session's principal is kept between requests (server/auth/principalCache.ts); 0 reads it on every
   * request. Kept only where the database announces changes (LISTEN).
   */
  principalCacheMs?: number;
  /** How many rows an export reads per query (server/areas/listBatches.ts); 1000 by default, tests use fewer. */
  exportBatchRows?: number;
  /** The largest file an import reads (413 above; server/areas/import.ts); 20 MB by default. */
  importMaxBytes?: number;
  /** The most rows one import takes (400 above); 100,000 by default. */
  importMaxRows?: number;
  /** Rate limits other than the defaults (server/auth/limits.ts). */
  limits?: Partial<Record<LimitName, Limit>>;
  /** argon2id cost; tests may lower it. */
  argon2?: PasswordCost;
  /** Node (`./platform/node.ts`) or the page in the browser-only mode (`./platform/browser.ts`). */
  platform: ServerPlatform;
}

export interface ServerContext {
  db: Db;
  /** Recent requests' principals (absent without LISTEN: nothing would say when one changed). */
  principals?: PrincipalCache;
  schema: DatabaseSchema;
  config: Required<
    Pick<
      ServerConfig,
      'jwtSecret' | 'accessTtlSeconds' | 'refreshTtlSeconds' | 'registrationRole' | 'now' | 'log' | 'argon2'
    >
  > &
    ServerConfig;
}
