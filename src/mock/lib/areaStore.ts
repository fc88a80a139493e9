import { Collection } from 'fakerest';
import type { ResourceDeclaration } from '@/admin-kit/declaration';
import { describeSchema } from '@/admin-kit/describe';
import type { Row } from '@/contract/rules';
import { mockDb } from '../db';

/*
 * The management areas' records in the browser-only API, stored like the server's tables (server/db/tables.ts): an id
 * that is never handed out twice, the schema's fields, the hashed secrets, and the system columns createdAt,
 * updatedAt and version (1 when created, +1 on every update), deletedAt (in the trash since). Reads are copies; writes go through these functions.
 */
export type StoredRow = Row & { id: number };

function collectionOf(area: string): Collection<StoredRow> {
  const db = mockDb();
  if (!db.getCollectionNames().includes(area)) {
    // An area declared after the demo data was saved starts empty.
    const collection = new Collection({ items: [] });
    collection.sequence = 1;
    db.addCollection(area, collection);
  }
  return db.getCollection(area) as unknown as Collection<StoredRow>;
}

/** The stored records of an area, trash included, as they are (do not change them: use the functions below). */
export const storedRows = (area: string): readonly StoredRow[] => collectionOf(area).items;

/** The records of an area that are not in the trash. */
export const liveRows = (area: string): readonly StoredRow[] => storedRows(area).filter((row) => row.deletedAt == null);

export function findStored(area: string, id: number): StoredRow | undefined {
  const row = storedRows(area).find((r) => Number(r.id) === id);
  return row ? structuredClone(row) : undefined;
}

const isoNow = () => new Date().toISOString();

export function insertStored(area: string, data: Row): StoredRow {
  const collection = collectionOf(area);
  // fakerest numbers an empty collection from 0; ids start at 1 so they are valid in paths.
  const id = Math.max(1, collection.sequence);
  const now = isoNow();
  const { id: _id, ...fields } = data;
  return structuredClone(
    collection.addOne({ ...structuredClone(fields), id, createdAt: now, updatedAt: now, version: 1 }),
  );
}

/** Changes a record's fields; `touch` also sets updatedAt and counts the version up, as a PUT does. */
export function updateStored(area: string, id: number, patch: Row, { touch = true } = {}): StoredRow {
  const collection = collectionOf(area);
  const current = collection.items.find((r) => Number(r.id) === id)!;
  const { id: _id, ...fields } = structuredClone(patch);
  const system = touch ? { updatedAt: isoNow(), version: (Number(current.version) || 1) + 1 } : {};
  return structuredClone(collection.updateOne(id, { ...fields, ...system } as StoredRow));
}

/** Removes a record for good; its id is never handed out again (db.ts keeps every collection's sequence). */
export function removeStored(area: string, id: number): void {
  collectionOf(area).removeOne(id);
}

const columnsCache = new WeakMap<ResourceDeclaration, string[]>();

/** The columns a response may carry, in the server's order: everything but secrets (hashes, write-only fields). */
export function publicColumns(declaration: ResourceDeclaration): string[] {
  let columns = columnsCache.get(declaration);
  if (!columns) {
    const fields = describeSchema(declaration.schema)
      .filter((field) => !field.writeOnly)
      .map((field) => field.source);
    columns = ['id', ...fields, 'createdAt', 'updatedAt', 'version', 'deletedAt'];
    columnsCache.set(declaration, columns);
  }
  return columns;
}

/** A record as the API answers it (values shared with the store: serialize it, do not change it): its public columns, a missing value as null, version 1 for demo data. */
export function publicRow(declaration: ResourceDeclaration, row: Row): StoredRow {
  const out: Row = {};
  for (const column of publicColumns(declaration))
    out[column] = column === 'version' ? (row.version ?? 1) : (row[column] ?? null);
  return out as StoredRow;
}
