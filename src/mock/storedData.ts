import type { FixtureData } from '@fixtures/index';
import type { StoredData, StoredEntry, StoreMeta } from './persistence';
import { STORED_ROWS } from './types/stored';

/** The shape of the demo data. Bump it when a fixture or a row changes shape, and add the step to MIGRATIONS. */
export const SNAPSHOT_VERSION = 5;

export type Entries = Record<string, StoredEntry>;

/**
 * Steps that bring entries written at version N to N + 1, so a new version keeps the visitor's changes. Data from a
 * version with no path to SNAPSHOT_VERSION cannot be read (it is set aside and the demo starts from the fixtures).
 */
export const MIGRATIONS: Record<number, (entries: Entries) => Entries> = {};

export type LoadedData =
  /** Nothing stored yet. */
  | { status: 'empty' }
  | { status: 'current'; meta: StoreMeta; entries: Entries }
  /** Readable after migration: write it back (keeping the raw copy). */
  | { status: 'migrated'; meta: StoreMeta; entries: Entries }
  | { status: 'unreadable'; problem: string };

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** Why a stored entry cannot be used as collection or single `name`, or null when it can. */
export function entryProblem(name: string, value: unknown, fixture: FixtureData[string] | undefined): string | null {
  if (!isObject(value)) return `${name} is not a stored entry`;
  if (value.kind === 'single') {
    if (!isObject(value.value)) return `${name} is not an object`;
    return Array.isArray(fixture) ? `${name} should be a list of rows` : null;
  }
  if (value.kind !== 'collection' || !Array.isArray(value.items)) return `${name} is not a list of rows`;
  if (fixture && !Array.isArray(fixture)) return `${name} should be one object`;
  if (!isCount(value.sequence)) return `${name} has no valid next id`;
  const ids = new Set<string>();
  const shape = STORED_ROWS[name];
  for (const [index, row] of value.items.entries()) {
    if (!isObject(row)) return `${name} row ${index} is not an object`;
    const { id } = row;
    if (!(typeof id === 'number' && Number.isSafeInteger(id)) && !(typeof id === 'string' && id !== ''))
      return `${name} row ${index} has no valid id`;
    // fakerest compares ids loosely: 1 and "1" are the same row.
    if (ids.has(String(id))) return `${name} has id ${String(id)} twice`;
    ids.add(String(id));
    const parsed = shape?.safeParse(row);
    if (parsed && !parsed.success)
      return `${name} row ${String(id)}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`;
  }
  return null;
}

function metaProblem(meta: unknown): string | null {
  if (!isObject(meta)) return 'the state record is missing';
  if (!isCount(meta.version) || typeof meta.epoch !== 'string' || !isCount(meta.revision) || !isObject(meta.revs))
    return 'the state record is malformed';
  if (meta.version > SNAPSHOT_VERSION) return `the data was written by a newer version (${meta.version})`;
  return null;
}

/** Entries brought from `version` to SNAPSHOT_VERSION, or a problem when a step is missing. */
function migrated(entries: Entries, version: number): Entries | string {
  let current = entries;
  for (let step = version; step < SNAPSHOT_VERSION; step++) {
    const migrate = MIGRATIONS[step];
    if (!migrate) return `version ${version} cannot be migrated to ${SNAPSHOT_VERSION}`;
    current = migrate(current);
  }
  return current;
}

/** The first layout's `{ version, data }` snapshot, as entries. */
function legacyEntries(legacy: unknown): { version: number; entries: Entries } | string {
  if (!isObject(legacy) || !isCount(legacy.version) || !isObject(legacy.data)) return 'the old snapshot is malformed';
  const entries: Entries = {};
  for (const [name, value] of Object.entries(legacy.data)) {
    // The next id is taken from the rows (fakerest's rule then); `0` lets the collection compute it.
    entries[name] = Array.isArray(value)
      ? { kind: 'collection', items: value, sequence: 0 }
      : { kind: 'single', value: value as object };
  }
  return { version: legacy.version, entries };
}

const firstProblem = (entries: Entries, fixtures: FixtureData) => {
  for (const [name, value] of Object.entries(entries)) {
    const problem = entryProblem(name, value, fixtures[name]);
    if (problem) return problem;
  }
  return null;
};

/** A meta for entries just written at the current version. */
const metaFor = (entries: Entries, epoch: string, revision: number): StoreMeta => ({
  version: SNAPSHOT_VERSION,
  epoch,
  revision,
  revs: Object.fromEntries(Object.keys(entries).map((name) => [name, revision])),
});

/** What stored data can be used, checked against the fixtures (which say whether a name is a list or one object). */
export function readStoredData(raw: StoredData, fixtures: FixtureData, newEpoch: () => string): LoadedData {
  try {
    const stored = Object.entries(raw.entries);
    if (raw.meta === undefined) {
      if (raw.legacy === undefined)
        return stored.length
          ? { status: 'unreadable', problem: 'entries without a state record' }
          : { status: 'empty' };
      const legacy = legacyEntries(raw.legacy);
      if (typeof legacy === 'string') return { status: 'unreadable', problem: legacy };
      const entries = migrated(legacy.entries, legacy.version);
      if (typeof entries === 'string') return { status: 'unreadable', problem: entries };
      const problem = firstProblem(entries, fixtures);
      return problem
        ? { status: 'unreadable', problem }
        : { status: 'migrated', meta: metaFor(entries, newEpoch(), 1), entries };
    }
    const problem = metaProblem(raw.meta);
    if (problem) return { status: 'unreadable', problem };
    const meta = raw.meta as unknown as StoreMeta;
    // Checked as entries below; an entry that is not even an object is caught there.
    const entries = migrated(raw.entries as Entries, meta.version);
    if (typeof entries === 'string') return { status: 'unreadable', problem: entries };
    const invalid = firstProblem(entries, fixtures);
    if (invalid) return { status: 'unreadable', problem: invalid };
    if (meta.version === SNAPSHOT_VERSION) return { status: 'current', meta, entries };
    return { status: 'migrated', meta: metaFor(entries, meta.epoch, meta.revision + 1), entries };
  } catch (error) {
    return { status: 'unreadable', problem: error instanceof Error ? error.message : String(error) };
  }
}

/** The meta as stored, when it is a usable one. */
export const usableMeta = (meta: unknown): StoreMeta | null =>
  metaProblem(meta) === null ? (meta as StoreMeta) : null;
