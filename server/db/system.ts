import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The server's own tables, beside the areas' tables: refresh tokens (stored hashed, grouped in families so that a
 * reused token revokes its whole family), sign-in failures per account and address, password-reset codes, sign-ups waiting for their code, and the
 * count of live records per area, shared secrets, rate-limit counters and the answers to idempotent creates.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string', precision: 3 });

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** SHA-256 of the token's jti; the token itself is never stored. */
    jtiHash: text('jtiHash').primaryKey(),
    accountId: integer('accountId').notNull(),
    family: text('family').notNull(),
    expiresAt: at('expiresAt').notNull(),
    usedAt: at('usedAt'),
    revokedAt: at('revokedAt'),
    createdAt: at('createdAt').notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family), index('refresh_tokens_account_idx').on(t.accountId)],
);

export const signInFailures = pgTable('sign_in_failures', {
  /** lower(e-mail) + ' ' + client address */
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: at('lockedUntil'),
  lastFailureAt: at('lastFailureAt').notNull().defaultNow(),
});

export const passwordResets = pgTable('password_resets', {
  email: text('email').primaryKey(),
  /** SHA-256 of the code. */
  codeHash: text('codeHash').notNull(),
  expiresAt: at('expiresAt').notNull(),
  attempts: integer('attempts').notNull().default(0),
});

/** Sign-ups waiting for the code sent to their address; the account is created when the code comes back. */
export const pendingRegistrations = pgTable('pending_registrations', {
  email: text('email').primaryKey(),
  fullName: text('fullName').notNull(),
  passwordHash: text('passwordHash').notNull(),
  /** SHA-256 of the code. */
  codeHash: text('codeHash').notNull(),
  expiresAt: at('expiresAt').notNull(),
  attempts: integer('attempts').notNull().default(0),
});

/** Live records per area, kept by triggers (server/db/derived.ts), so an unfiltered list never counts its table. */
export const areaCounts = pgTable('area_counts', {
  area: text('area').primaryKey(),
  live: integer('live').notNull().default(0),
});

/** Secrets every server process on this database shares (the token key when JWT_SECRET is not set). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Requests counted per key (an action and a client address or an account) in a fixed window, for rate limits. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: at('windowEndsAt').notNull(),
});

/**
 * Creates answered once per caller and `Idempotency-Key`: a retry of a create whose answer was lost gets the first
 * answer instead of a second record. Kept a day.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: integer('accountId').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, path and body the key was first used with: another request under it is refused. */
    request: text('request').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: at('createdAt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.key] })],
);

export const systemTables = {
  refreshTokens,
  signInFailures,
  passwordResets,
  pendingRegistrations,
  areaCounts,
  serverSecrets,
  rateLimits,
  idempotencyKeys,
};
