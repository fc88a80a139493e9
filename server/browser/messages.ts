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
