import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { worker } from '@electric-sql/pglite/worker';
import { LIVE_CHANNELS } from '../events/channels';
import { NOTICES_CHANNEL, type Notice } from './messages';
import { openStored } from './openStored';
import { serveStoreRequests } from './storeWrites';

/*
 * The browser-only mode's database: PGlite in IndexedDB, run by one tab's worker (the leader, elected by PGlite)
 * for every open tab, so they all see the same data. A stored database that cannot be opened is left where it is
 * and a fresh one starts under a new name; the page is told, keeps the name and shows a notice.
 */
// Relaxed: a statement does not wait for IndexedDB; the page asks for the sync once a write request is done, before
// answering it (./startBrowserApi.ts), instead of once per statement (a start's migrations took 15 s so).
const open = (dataDir: string) => PGlite.create(dataDir, { extensions: { pg_trgm }, relaxedDurability: true });

void worker({
  async init(options) {
    const { db, unreadable } = await openStored(options.dataDir ?? 'idb://schema-admin', open);
    if (unreadable) postMessage(unreadable);
    // The IndexedDB copy itself, awaited (PGlite's syncToFs() does not wait under relaxed durability).
    serveStoreRequests(() => db.fs!.syncToFs(false));
    // This worker runs the database for every tab: it hears each commit's NOTIFY and passes it to every tab's API (the
    // tabs do not LISTEN through PGlite's worker themselves: a tab's listeners outlive its page until it is gone).
    const notices = new BroadcastChannel(NOTICES_CHANNEL);
    for (const channel of LIVE_CHANNELS)
      await db.listen(channel, (payload) => notices.postMessage({ channel, payload } satisfies Notice));
    return db;
  },
});
