/** Where demo data survives reloads. IndexedDB in the browser; a map in tests. */
export interface SnapshotStore {
  load(): Promise<unknown>;
  save(snapshot: unknown): Promise<void>;
  clear(): Promise<void>;
}

const DB_NAME = 'demo-data';
const STORE = 'snapshots';
const KEY = 'current';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openDb(): Promise<IDBDatabase> {
  const req = indexedDB.open(DB_NAME, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(STORE);
  return request(req);
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await request(run(db.transaction(STORE, mode).objectStore(STORE)));
  } finally {
    db.close();
  }
}

export const indexedDbStore: SnapshotStore = {
  load: () => withStore('readonly', (s) => s.get(KEY)),
  save: async (snapshot) => { await withStore('readwrite', (s) => s.put(snapshot, KEY)); },
  clear: async () => { await withStore('readwrite', (s) => s.delete(KEY)); },
};

export function memoryStore(): SnapshotStore {
  let value: unknown;
  return {
    load: async () => value,
    save: async (snapshot) => { value = structuredClone(snapshot); },
    clear: async () => { value = undefined; },
  };
}
