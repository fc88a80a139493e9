/** What the database worker tells the page when the stored database could not be opened (./pgliteWorker.ts). */
export const UNREADABLE_MESSAGE = 'schema-admin:unreadable-database';

export interface UnreadableMessage {
  type: typeof UNREADABLE_MESSAGE;
  /** The database that could not be opened, left in IndexedDB as it was. */
  dataDir: string;
  /** The fresh database opened in its place. */
  fresh: string;
  problem: string;
}

/**
 * The BroadcastChannel on which a tab asks the tab running the database to store what is written so far in IndexedDB
 * (`flush`) and hears when it is (`stored`). PGlite's own `syncToFs()` does not wait under relaxed durability.
 */
export const STORE_CHANNEL = 'schema-admin:store';

export type StoreMessage = { type: 'flush'; id: string } | { type: 'stored'; id: string; problem?: string };

/**
 * The BroadcastChannel on which the tab running the database (./pgliteWorker.ts) passes on the live updates' NOTIFY
 * payloads to every tab's API (./startBrowserApi.ts), its own included.
 */
export const NOTICES_CHANNEL = 'schema-admin:notices';

export interface Notice {
  channel: string;
  payload: string;
}
