import { Database } from 'fakerest';
import { buildFixtures, type FixtureData } from '@fixtures/index';
import { memoryStore, type SnapshotStore } from './persistence';

/** Bump when fixtures change shape, so stale snapshots are dropped instead of breaking screens. */
export const SNAPSHOT_VERSION = 5;

interface Snapshot {
  version: number;
  data: FixtureData;
}

let database: Database | null = null;
let store: SnapshotStore = memoryStore();

function fromData(data: FixtureData): Database {
  return new Database({ data: structuredClone(data) });
}

/** The mock database every handler reads and writes. Built from the fixtures until a snapshot is loaded. */
export function mockDb(): Database {
  database ??= fromData(buildFixtures());
  return database;
}

export function snapshotOf(db: Database): FixtureData {
  const data: FixtureData = {};
  for (const name of db.getCollectionNames()) data[name] = db.getAll(name);
  for (const name of db.getSingleNames()) data[name] = db.getOnly(name);
  return data;
}

/** Opens the demo database: the persisted snapshot when there is a current one, otherwise fresh fixtures. */
export async function openMockDb(snapshots: SnapshotStore): Promise<Database> {
  store = snapshots;
  let saved: Snapshot | undefined;
  try {
    saved = (await store.load()) as Snapshot | undefined;
  } catch {
    saved = undefined;
  }
  // Collections added since the snapshot was saved come from the fixtures.
  database = saved?.version === SNAPSHOT_VERSION ? fromData({ ...buildFixtures(), ...saved.data }) : fromData(buildFixtures());
  return database;
}

let pending: ReturnType<typeof setTimeout> | null = null;

/** Saves the current data on the next tick; several writes in one burst cost one save. */
export function schedulePersist(delayMs = 0): Promise<void> {
  if (pending) clearTimeout(pending);
  return new Promise((resolve) => {
    pending = setTimeout(() => {
      pending = null;
      store.save({ version: SNAPSHOT_VERSION, data: snapshotOf(mockDb()) } satisfies Snapshot).then(resolve, resolve);
    }, delayMs);
  });
}

/** Restores the fixtures and forgets every change. */
export async function resetMockDb(): Promise<void> {
  if (pending) clearTimeout(pending);
  pending = null;
  await store.clear();
  database = fromData(buildFixtures());
}

/** Saves now if a save is waiting (the page is being hidden or closed). */
export function flushPersist(): void {
  if (!pending) return;
  clearTimeout(pending);
  pending = null;
  void store.save({ version: SNAPSHOT_VERSION, data: snapshotOf(mockDb()) } satisfies Snapshot);
}
