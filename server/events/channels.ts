/*
 * The NOTIFY channels of the live updates, in a module of their own: the browser-only mode's database worker
 * (server/browser/pgliteWorker.ts) listens on them without loading the server.
 */

/** An activity entry's id, at commit (server/db/derived.ts): the event is read from the table. */
export const EVENTS_CHANNEL = 'v1_events';
/** Presences travel between processes on this channel, as JSON (no table: they are over in a minute). */
export const PRESENCE_CHANNEL = 'v1_presence';

/**
 * What may change who a caller is, at commit (server/db/derived.ts): `account:<id>`, `role:<id>`, `session:<family>`,
 * or `*` (a table was emptied). Each process drops the principals it keeps for those (server/auth/principalCache.ts).
 */
export const PRINCIPALS_CHANNEL = 'v1_principals';

export const LIVE_CHANNELS = [EVENTS_CHANNEL, PRESENCE_CHANNEL, PRINCIPALS_CHANNEL] as const;
