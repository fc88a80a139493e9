import { mockDb } from '../db';

/*
 * Typed access to the fakerest database. fakerest hands out its own rows (untyped), so every read is a deep copy:
 * a handler can shape a response without touching stored data, and every change goes through update/insert.
 */
export interface Collection<T extends { id: number }> {
  all(): T[];
  find(id: number): T | undefined;
  insert(row: Omit<T, 'id'>): T;
  update(id: number, patch: Partial<Omit<T, 'id'>>): T | undefined;
  remove(id: number): T | undefined;
}

export function collection<T extends { id: number }>(name: string): Collection<T> {
  const items = (): T[] => mockDb().getCollection(name).items;
  const indexOf = (id: number) => items().findIndex((row) => row.id === id);
  return {
    all: () => structuredClone(items()),
    find: (id) => {
      const index = indexOf(id);
      return index === -1 ? undefined : structuredClone(items()[index]);
    },
    // fakerest numbers an empty collection from 0; ids here start at 1 so they are valid in paths.
    insert: (row) => {
      const id = Math.max(1, mockDb().getCollection(name).sequence);
      return structuredClone(mockDb().addOne(name, { ...structuredClone(row), id }) as T);
    },
    update: (id, patch) => {
      if (indexOf(id) === -1) return undefined;
      return structuredClone(mockDb().updateOne(name, id, structuredClone(patch)) as T);
    },
    remove: (id) => {
      if (indexOf(id) === -1) return undefined;
      return structuredClone(mockDb().removeOne(name, id) as T);
    },
  };
}

/** A single stored object (fakerest "single"), e.g. a profile or a dashboard's data. */
export interface Single<T extends object> {
  get(): T;
  update(patch: Partial<T>): T;
}

export function single<T extends object>(name: string): Single<T> {
  return {
    get: () => structuredClone(mockDb().getOnly(name) as T),
    update: (patch) => structuredClone(mockDb().updateOnly(name, structuredClone(patch)) as T),
  };
}
