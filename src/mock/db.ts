import { Collection, Database, Single, type CollectionItem } from 'fakerest';
import { buildFixtures, type FixtureData } from '@fixtures/index';
import { emitDemoDataEvent, setStartupNotice } from './demoDataEvents';
import { memoryStore, type DemoStore, type StoredData, type StoredEntry, type StoreMeta } from './persistence';
import { entryProblem, readStoredData, SNAPSHOT_VERSION, usableMeta, type Entries } from './storedData';
import type { TabChannel, TabMessage } from './tabs';

export { SNAPSHOT_VERSION } from './storedData';

/*
 * The demo database every handler reads and writes: fakerest in memory, each change written to storage before the
 * request that made it is answered (runDurably). Each collection is stored on its own and only when it changed; a
 * write lands only if no other tab wrote since this tab last read (else this tab catches up and the request runs
 * again), and tells the other tabs, which read the change.
 */

/** fakerest's database, noting which collections and singles change and never handing a removed newest id out again. */
class DemoDatabase extends Database {
  /** Collections and singles changed since they were last stored. */
  readonly changed = new Set<string>();
  private watching = false;

  override addCollection<T extends CollectionItem = CollectionItem>(name: string, collection: Collection<T>) {
    super.addCollection(name, collection);
    const { addOne, updateOne, removeOne } = collection;
    collection.addOne = (item) => this.touch(name, () => addOne.call(collection, item));
    collection.updateOne = (id, item) => this.touch(name, () => updateOne.call(collection, id, item));
    collection.removeOne = (id) =>
      this.touch(name, () => {
        // fakerest steps its sequence back when the newest row goes, and would give its id to the next row.
        const sequence = collection.sequence;
        const removed = removeOne.call(collection, id);
        collection.sequence = sequence;
        return removed;
      });
    if (this.watching) this.changed.add(name);
  }

  override addSingle<T extends CollectionItem = CollectionItem>(name: string, single: Single<T>) {
    super.addSingle(name, single);
    const { updateOnly } = single;
    single.updateOnly = (item) => this.touch(name, () => updateOnly.call(single, item));
    if (this.watching) this.changed.add(name);
  }

  private touch<T>(name: string, change: () => T): T {
    if (this.watching) this.changed.add(name);
    return change();
  }

  /** Puts an entry in place as storage holds it (or drops the name), without counting it as a change. */
  restore(name: string, entry: StoredEntry | undefined) {
    this.watching = false;
    try {
      delete this.collections[name];
      delete this.singles[name];
      if (entry) addEntry(this, name, entry);
    } finally {
      this.watching = true;
    }
    this.changed.delete(name);
  }

  watch() {
    this.watching = true;
  }

  entryOf(name: string): StoredEntry | undefined {
    const collection = this.getCollection(name);
    if (collection) return { kind: 'collection', items: collection.items, sequence: collection.sequence };
    const single = this.getSingle(name);
    return single ? { kind: 'single', value: single.getOnly() as object } : undefined;
  }
}

function addEntry(db: Database, name: string, entry: StoredEntry) {
  if (entry.kind === 'single') return db.addSingle(name, new Single(entry.value as CollectionItem));
  const collection = new Collection({ items: entry.items as CollectionItem[] });
  collection.sequence = Math.max(collection.sequence, entry.sequence);
  db.addCollection(name, collection);
}

const fixtureEntry = (value: FixtureData[string]): StoredEntry =>
  Array.isArray(value) ? { kind: 'collection', items: value, sequence: 0 } : { kind: 'single', value };

/** The fixtures, with the stored entries in place of theirs. fakerest copies every row it is given. */
function databaseOf(fixtures: FixtureData, entries: Entries): DemoDatabase {
  const db = new DemoDatabase();
  for (const [name, value] of Object.entries(fixtures)) if (!(name in entries)) addEntry(db, name, fixtureEntry(value));
  for (const [name, entry] of Object.entries(entries)) addEntry(db, name, entry);
  db.watch();
  return db;
}

class StaleWrite extends Error {
  constructor() {
    super('Another tab changed the demo data first');
    this.name = 'StaleWrite';
  }
}

const MAX_ATTEMPTS = 3;
const newEpoch = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
const freshMeta = (revision = 0): StoreMeta => ({ version: SNAPSHOT_VERSION, epoch: newEpoch(), revision, revs: {} });

let database: DemoDatabase | null = null;
let store: DemoStore = memoryStore();
/** The stored state this tab's data matches (apart from its changes not yet stored). */
let meta: StoreMeta = freshMeta();
let tabs: TabChannel | null = null;
let queue: Promise<unknown> = Promise.resolve();

/** Work on the database one piece at a time in this tab: a request, a reload of another tab's changes, a reset. */
function exclusive<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/** Resolves when the work queued so far is done (tests wait for another tab's changes this way). */
export const demoDbSettled = (): Promise<void> => queue.then(() => undefined);

/** The mock database every handler reads and writes. Built from the fixtures until stored data is opened. */
export function mockDb(): Database {
  database ??= databaseOf(buildFixtures(), {});
  return database;
}

const demoDb = () => mockDb() as DemoDatabase;

/** When storage cannot be used at all: the fixtures, in memory, and a notice that changes last until a reload. */
async function runInMemory(fixtures: FixtureData, error: unknown) {
  console.warn('Demo data cannot be stored in this browser; changes last until the page is reloaded.', error);
  tabs?.close();
  tabs = null;
  store = memoryStore();
  meta = freshMeta();
  await store.commit(null, {}, meta);
  database = databaseOf(fixtures, {});
  setStartupNotice('unavailable');
}

/** Unreadable data: set aside (raw, with the reason), the fixtures in its place, and a notice. */
async function recover(fixtures: FixtureData, raw: StoredData, problem: string) {
  console.warn(`Demo data could not be read and was reset (${problem}); the unreadable data was kept under "backups".`);
  const fresh = freshMeta();
  await store.replace(fresh, {}, { problem, data: raw });
  meta = fresh;
  database = databaseOf(fixtures, {});
  setStartupNotice('recovered');
}

async function load(fixtures: FixtureData, attempt = 1): Promise<void> {
  const raw = await store.readAll();
  const loaded = readStoredData(raw, fixtures, newEpoch);
  if (loaded.status === 'unreadable') return recover(fixtures, raw, loaded.problem);
  if (loaded.status === 'empty') {
    const fresh = freshMeta();
    // Another tab may be starting on empty storage too: the first to write wins, the other reads what it wrote.
    if ((await store.commit(null, {}, fresh)) === 'stale' && attempt < MAX_ATTEMPTS) return load(fixtures, attempt + 1);
    meta = fresh;
    database = databaseOf(fixtures, {});
    return;
  }
  let built: DemoDatabase;
  try {
    built = databaseOf(fixtures, loaded.entries);
  } catch (error) {
    return recover(fixtures, raw, error instanceof Error ? error.message : String(error));
  }
  // Migrated data is written back in the current layout; the raw copy is kept.
  if (loaded.status === 'migrated')
    await store.replace(loaded.meta, loaded.entries, { problem: 'migrated', data: raw });
  meta = loaded.meta;
  database = built;
}

/**
 * Opens the demo database on `next`: the stored data when it can be read (migrated when it is from an older version),
 * otherwise the fixtures and a start-up notice. Never rejects because of what is stored.
 */
export function openMockDb(next: DemoStore, options: { tabs?: TabChannel | null } = {}): Promise<Database> {
  return exclusive(async () => {
    tabs?.close();
    tabs = options.tabs ?? null;
    store = next;
    setStartupNotice(null);
    const fixtures = buildFixtures();
    try {
      await load(fixtures);
    } catch (error) {
      await runInMemory(fixtures, error);
    }
    tabs?.listen(onTabMessage);
    return database!;
  });
}

/** Restores the fixtures and forgets every change, in every tab. */
export function resetMockDb(): Promise<void> {
  return exclusive(async () => {
    const next = freshMeta(meta.revision + 1);
    await store.replace(next, {});
    meta = next;
    database = databaseOf(buildFixtures(), {});
    tabs?.post({ epoch: next.epoch, revision: next.revision });
  });
}

/** Writes the changed collections, if storage is still where this tab last saw it. */
async function commitChanges(): Promise<void> {
  const db = demoDb();
  if (db.changed.size === 0) return;
  const names = [...db.changed];
  const revision = meta.revision + 1;
  const next: StoreMeta = {
    ...meta,
    revision,
    revs: { ...meta.revs, ...Object.fromEntries(names.map((name) => [name, revision])) },
  };
  const entries: Entries = {};
  for (const name of names) {
    const entry = db.entryOf(name);
    if (entry) entries[name] = entry;
  }
  if ((await store.commit(meta, entries, next)) === 'stale') throw new StaleWrite();
  db.changed.clear();
  meta = next;
  tabs?.post({ epoch: next.epoch, revision });
}

/**
 * Brings this tab to what storage holds: other tabs' writes, a reset, and `undo` (names whose changes here are
 * dropped). Says whether other tabs had changed anything.
 */
async function syncFromStore(undo: readonly string[]): Promise<boolean> {
  const known = meta;
  let names: string[] = [];
  let remote = false;
  let reset = false;
  const data = await store.readSome((stored) => {
    const current = usableMeta(stored);
    if (!current) return [];
    reset = current.epoch !== known.epoch;
    const newer = Object.keys(current.revs).filter((name) => reset || current.revs[name] > (known.revs[name] ?? -1));
    remote = reset || newer.length > 0;
    names = [...new Set([...newer, ...undo])];
    return names;
  });
  const current = usableMeta(data.meta);
  const fixtures = buildFixtures();
  const usable = (name: string) =>
    entryProblem(name, data.entries[name], fixtures[name]) === null ? (data.entries[name] as StoredEntry) : undefined;
  if (!current) {
    // Storage was emptied (or broken) under this tab: start again from the fixtures, as a reload would.
    const fresh = freshMeta(known.revision + 1);
    await store.replace(fresh, {});
    meta = fresh;
    database = databaseOf(fixtures, {});
    return true;
  }
  if (reset) {
    database = databaseOf(
      fixtures,
      Object.fromEntries(names.flatMap((name) => (usable(name) ? [[name, usable(name)!]] : []))),
    );
  } else {
    const db = demoDb();
    for (const name of names) {
      const entry = name in data.entries ? usable(name) : name in fixtures ? fixtureEntry(fixtures[name]) : undefined;
      // An entry another tab wrote but this one cannot read is left as this tab has it.
      if (entry || !(name in data.entries)) db.restore(name, entry);
    }
    db.changed.clear();
  }
  meta = current;
  return remote;
}

/** Another tab's news: read what changed, then let the screens refetch. */
function onTabMessage(message: TabMessage) {
  void exclusive(async () => {
    if (message.epoch === meta.epoch && message.revision <= meta.revision) return;
    if (await syncFromStore([])) emitDemoDataEvent({ type: 'remote-change' });
  }).catch((error: unknown) => console.warn('The demo data another tab changed could not be read.', error));
}

export type DurableOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Runs a request's work alone and stores what it changed before it is answered. When another tab wrote first, this
 * tab reads that, drops its own changes and runs the work again (at most three times). When storage refuses the
 * write, the changes are dropped too (the page shows what a reload would) and the error is returned.
 */
export function runDurably<T>(work: (attempt: number) => Promise<T>): Promise<DurableOutcome<T>> {
  return exclusive(async () => {
    for (let attempt = 1; ; attempt++) {
      const db = demoDb();
      let value: T;
      try {
        value = await work(attempt);
      } catch (error) {
        await syncFromStore([...demoDb().changed]).catch(() => undefined);
        throw error;
      }
      try {
        await commitChanges();
        return { ok: true, value };
      } catch (error) {
        const remote = await syncFromStore([...db.changed]).catch(() => false);
        if (remote) emitDemoDataEvent({ type: 'remote-change' });
        if (!(error instanceof StaleWrite) || attempt >= MAX_ATTEMPTS) {
          console.warn('A demo data change could not be stored.', error);
          emitDemoDataEvent({ type: 'write-failed' });
          return { ok: false, error };
        }
      }
    }
  });
}
