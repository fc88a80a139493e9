import { STORE_CHANNEL, type StoreMessage } from './messages';

/*
 * An answered write must survive a reload or a closed tab. The database runs with relaxed durability (a statement does
 * not wait for IndexedDB: a start's migrations took 15 s otherwise), and PGlite's `syncToFs()` then returns before the
 * copy is stored. So the tab running the database stores it on request (./pgliteWorker.ts) and says when it is done,
 * and a tab answers a write only after that (./startBrowserApi.ts).
 */

/** In the database's worker: stores the database on each request; one copy at a time, and one more for those asked meanwhile. */
export function serveStoreRequests(store: () => Promise<void>): () => void {
  const channel = new BroadcastChannel(STORE_CHANNEL);
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const storeOnce = (): Promise<void> => {
    if (!running) return (running = store().finally(() => (running = undefined)));
    // A copy started before this request may miss its write: one more after it, shared by all who ask meanwhile.
    return (queued ??= running.then(
      () => ((queued = undefined), storeOnce()),
      () => ((queued = undefined), storeOnce()),
    ));
  };
  channel.onmessage = ({ data }: MessageEvent<StoreMessage>) => {
    if (data?.type !== 'flush' || typeof data.id !== 'string') return;
    const { id } = data;
    storeOnce().then(
      () => channel.postMessage({ type: 'stored', id } satisfies StoreMessage),
      (error: unknown) => channel.postMessage({ type: 'stored', id, problem: String(error) } satisfies StoreMessage),
    );
  };
  return () => channel.close();
}

/** How long a tab waits to hear that its write is stored (the database's tab may have closed meanwhile). */
const STORED_WITHIN_MS = 10_000;

/** In a tab: resolves once what this tab wrote is in IndexedDB; false when the database's tab did not say so in time. */
export function storeWrites(timeoutMs = STORED_WITHIN_MS): Promise<boolean> {
  const id = crypto.randomUUID();
  const channel = new BroadcastChannel(STORE_CHANNEL);
  return new Promise<boolean>((resolve) => {
    const finish = (stored: boolean) => {
      clearTimeout(timer);
      channel.close();
      resolve(stored);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    channel.onmessage = ({ data }: MessageEvent<StoreMessage>) => {
      if (data?.type === 'stored' && data.id === id) finish(!data.problem);
    };
    channel.postMessage({ type: 'flush', id } satisfies StoreMessage);
  });
}
