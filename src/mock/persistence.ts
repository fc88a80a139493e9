/*
 * Where demo data survives reloads: one record per collection (or single object) and a meta record saying which
 * state the records are in. IndexedDB in the browser; a map in tests and when the browser cannot store anything.
 */

/** A collection (its rows, and the next id so a deleted newest id is never handed out again) or a single object. */
export type StoredEntry =
  { kind: 'collection'; items: unknown[]; sequence: number } | { kind: 'single'; value: object };

/**
 * The state the records are in: `version` is the shape of the data (SNAPSHOT_VERSION), `epoch` changes with every
 * reset, `revision` counts writes, and `revs` says at which revision each entry was last written.
 */
export interface StoreMeta {
  version: number;
  epoch: string;
  revision: number;
  revs: Record<string, number>;
}

/** Everything stored, as read: unchecked, since an older version, another tab or a broken disk may have written it. */
export interface StoredData {
  meta: unknown;
  entries: Record<string, unknown>;
  /** The single snapshot the first storage layout kept (`snapshots`/`current`). */
  legacy?: unknown;
}

export type CommitResult = 'committed' | 'stale';

export interface DemoStore {
  readAll(): Promise<StoredData>;
  /** The meta, and the entries `pick` names once it has seen the meta, in one read. */
  readSome(pick: (meta: unknown) => readonly string[]): Promise<StoredData>;
  /**
   * Writes the entries and the new meta together, only while the stored meta is still at `expected` (same epoch and
   * revision; null: nothing stored yet). Resolves once the write is durable, 'stale' when another tab wrote first.
   */
  commit(
    expected: Pick<StoreMeta, 'epoch' | 'revision'> | null,
    entries: Record<string, StoredEntry>,
    meta: StoreMeta,
  ): Promise<CommitResult>;
  /** Replaces everything with `entries` and `meta` (reset, recovery, migration); a `backup` is kept under its own key. */
  replace(meta: StoreMeta, entries: Record<string, StoredEntry>, backup?: unknown): Promise<void>;
}

const isCurrent = (stored: unknown, expected: Pick<StoreMeta, 'epoch' | 'revision'> | null) => {
  if (expected === null) return stored === undefined;
  const meta = stored as Partial<StoreMeta> | undefined;
  return meta?.epoch === expected.epoch && meta.revision === expected.revision;
};

const DB_NAME = 'demo-data';
const DB_VERSION = 2;
const META = 'meta';
const META_KEY = 'meta';
const ENTRIES = 'collections';
/** Raw copies of data that could not be read or was migrated, keyed by the time they were set aside. */
const BACKUPS = 'backups';
/** The first layout's store: one snapshot under `current`. Read once to migrate it, then emptied. */
const LEGACY = 'snapshots';
const LEGACY_KEY = 'current';

/** IndexedDB, over one connection opened at the first use (and again after the browser closed it). */
export function indexedDbStore(): DemoStore {
  let connection: Promise<IDBDatabase> | null = null;

  const open = () =>
    (connection ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(DB_NAME, DB_VERSION);
      request.onupgradeneeded = () => {
        for (const name of [META, ENTRIES, BACKUPS])
          if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name);
      };
      request.onsuccess = () => {
        const db = request.result;
        // A newer version in another tab needs this connection closed to upgrade; the next use opens again.
        db.onversionchange = () => {
          db.close();
          connection = null;
        };
        db.onclose = () => {
          connection = null;
        };
        resolve(db);
      };
      request.onerror = () => {
        connection = null;
        reject(request.error ?? new Error('IndexedDB could not be opened'));
      };
    }));

  /**
   * One transaction: `work` queues its requests and says what the transaction resolves with. A write resolves only at
   * `complete`, when IndexedDB has committed it (strict durability: flushed to disk); an abort or error rejects,
   * unless `work` aborted on purpose (a stale commit).
   */
  async function transact<T>(
    stores: (db: IDBDatabase) => string[],
    mode: IDBTransactionMode,
    work: (tx: IDBTransaction, settle: (value: T, abort?: boolean) => void) => void,
  ): Promise<T> {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      const tx = db.transaction(stores(db), mode, { durability: mode === 'readwrite' ? 'strict' : 'default' });
      let result: { value: T; aborted: boolean } | undefined;
      tx.oncomplete = () =>
        result ? resolve(result.value) : reject(new Error('The demo data transaction ended without a result'));
      tx.onabort = () =>
        result?.aborted
          ? resolve(result.value)
          : reject(tx.error ?? new Error('The demo data transaction was aborted'));
      work(tx, (value, abort = false) => {
        result = { value, aborted: abort };
        if (abort) tx.abort();
      });
    });
  }

  const withLegacy = (db: IDBDatabase, stores: string[]) =>
    db.objectStoreNames.contains(LEGACY) ? [...stores, LEGACY] : stores;

  return {
    readAll: () =>
      transact(
        (db) => withLegacy(db, [META, ENTRIES]),
        'readonly',
        (tx, settle) => {
          const data: StoredData = { meta: undefined, entries: {} };
          const meta = tx.objectStore(META).get(META_KEY);
          meta.onsuccess = () => (data.meta = meta.result);
          const keys = tx.objectStore(ENTRIES).getAllKeys();
          const values = tx.objectStore(ENTRIES).getAll();
          values.onsuccess = () =>
            keys.result.forEach((key, index) => (data.entries[String(key)] = values.result[index]));
          if (tx.objectStoreNames.contains(LEGACY)) {
            const legacy = tx.objectStore(LEGACY).get(LEGACY_KEY);
            legacy.onsuccess = () => (data.legacy = legacy.result);
          }
          settle(data);
        },
      ),

    readSome: (pick) =>
      transact(
        () => [META, ENTRIES],
        'readonly',
        (tx, settle) => {
          const data: StoredData = { meta: undefined, entries: {} };
          const meta = tx.objectStore(META).get(META_KEY);
          meta.onsuccess = () => {
            data.meta = meta.result;
            for (const name of pick(meta.result)) {
              const entry = tx.objectStore(ENTRIES).get(name);
              entry.onsuccess = () => {
                if (entry.result !== undefined) data.entries[name] = entry.result;
              };
            }
          };
          settle(data);
        },
      ),

    commit: (expected, entries, next) =>
      transact<CommitResult>(
        () => [META, ENTRIES],
        'readwrite',
        (tx, settle) => {
          const meta = tx.objectStore(META).get(META_KEY);
          meta.onsuccess = () => {
            if (!isCurrent(meta.result, expected)) return settle('stale', true);
            for (const [name, entry] of Object.entries(entries)) tx.objectStore(ENTRIES).put(entry, name);
            tx.objectStore(META).put(next, META_KEY);
            settle('committed');
          };
        },
      ),

    replace: (next, entries, backup) =>
      transact<void>(
        (db) => withLegacy(db, [META, ENTRIES, BACKUPS]),
        'readwrite',
        (tx, settle) => {
          if (backup !== undefined) tx.objectStore(BACKUPS).put(backup, new Date().toISOString());
          if (tx.objectStoreNames.contains(LEGACY)) tx.objectStore(LEGACY).clear();
          tx.objectStore(ENTRIES).clear();
          for (const [name, entry] of Object.entries(entries)) tx.objectStore(ENTRIES).put(entry, name);
          tx.objectStore(META).put(next, META_KEY);
          settle(undefined);
        },
      ),
  };
}

/** A store in memory: what tests use (seed it with raw data to test recovery), and the fallback without IndexedDB. */
export interface MemoryStore extends DemoStore {
  /** Raw copies set aside by `replace`, oldest first. */
  readonly backups: unknown[];
  /** Puts raw data in place, as a broken disk or an older version might have left it. */
  seed(data: StoredData): void;
}

export function memoryStore(): MemoryStore {
  let data: StoredData = { meta: undefined, entries: {} };
  const backups: unknown[] = [];
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    backups,
    seed: (raw) => {
      data = copy(raw);
    },
    readAll: async () => copy(data),
    readSome: async (pick) => {
      const names = pick(copy(data.meta));
      return copy({
        meta: data.meta,
        entries: Object.fromEntries(
          names.filter((name) => name in data.entries).map((name) => [name, data.entries[name]]),
        ),
      });
    },
    commit: async (expected, entries, next) => {
      if (!isCurrent(data.meta, expected)) return 'stale';
      data = { ...data, meta: copy(next), entries: { ...data.entries, ...copy(entries) } };
      return 'committed';
    },
    replace: async (next, entries, backup) => {
      if (backup !== undefined) backups.push(copy(backup));
      data = { meta: copy(next), entries: copy(entries) };
    },
  };
}
