import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockDb, openMockDb, resetMockDb } from '@/mock/db';
import { onDemoDataEvent, type DemoDataEvent } from '@/mock/demoDataEvents';
import { handlers } from '@/mock/handlers';
import { isPersisted, STORAGE_FAILED } from '@/mock/lib/persisted';
import { memoryStore, type DemoStore, type MemoryStore, type StoredEntry } from '@/mock/persistence';
import type { TabChannel, TabMessage } from '@/mock/tabs';
import { demoNotesHandlers } from '@tests/support/demoNotes';
import { serveHandlers } from '@tests/support/serveHandlers';

/*
 * The demo database's promises (review M9, M10, L7): a change is stored before its request is answered, and only the
 * collections it touched; a refused write is a 500 and is undone; ids are never handed out twice; tabs share the data
 * and never write over each other with what they read earlier.
 */
serveHandlers([...handlers, ...demoNotesHandlers], { onUnhandledRequest: 'bypass' });
const url = (path: string) => new URL(path, window.location.origin).toString();
const post = (path: string, body: unknown) =>
  fetch(url(path), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const noteTexts = (db: { getAll(name: string): Array<Record<string, unknown>> }) =>
  db.getAll('demoNotes').map((note) => note.text);
const storedNotes = async (store: DemoStore) =>
  ((await store.readAll()).entries.demoNotes as { items: Array<{ text: string }> } | undefined)?.items.map(
    (n) => n.text,
  );

describe('every handler', () => {
  it('answers only once its changes are stored', () => {
    expect(handlers.filter((handler) => !isPersisted(handler)).map((handler) => handler.info.header)).toEqual([]);
  });
});

describe('a write', () => {
  let store: MemoryStore;
  beforeEach(async () => {
    store = memoryStore();
    await openMockDb(store);
  });

  it('is stored before its response is sent', async () => {
    const order: string[] = [];
    const commit = store.commit.bind(store);
    vi.spyOn(store, 'commit').mockImplementation(async (...args) => {
      const result = await commit(...args);
      order.push(`stored ${result}`);
      return result;
    });
    const response = await post('/demo/notes', { text: 'Durable' });
    order.push(`answered ${response.status}`);
    expect(order).toEqual(['stored committed', 'answered 201']);
    expect(await storedNotes(store)).toContain('Durable');
  });

  it('stores only the collections it changed, with their next id', async () => {
    const commit = vi.spyOn(store, 'commit');
    await post('/demo/notes', { text: 'Only notes' });
    expect(commit).toHaveBeenCalledTimes(1);
    const entries = commit.mock.calls[0][1];
    expect(Object.keys(entries)).toEqual(['demoNotes']);
    expect(entries.demoNotes).toMatchObject({ kind: 'collection', sequence: 5 });
  });

  it('that storage refuses answers 500, is undone, and is reported', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const events: DemoDataEvent[] = [];
    const stop = onDemoDataEvent((event) => events.push(event));
    vi.spyOn(store, 'commit').mockRejectedValueOnce(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    const response = await post('/demo/notes', { text: 'Too much' });
    stop();
    expect(response.status).toBe(500);
    const body = (await response.json()) as { message: string; error: string };
    expect(body.error).toBe(STORAGE_FAILED);
    expect(body.message).toContain('QuotaExceededError');
    expect(noteTexts(mockDb())).not.toContain('Too much');
    expect(events).toContainEqual({ type: 'write-failed' });
    // The next write goes through, without the refused one.
    expect((await post('/demo/notes', { text: 'Next' })).status).toBe(201);
    expect(await storedNotes(store)).toEqual(expect.arrayContaining(['Next']));
    expect(await storedNotes(store)).not.toContain('Too much');
    vi.restoreAllMocks();
  });

  it('never hands out the id of a deleted newest row again, not even after a reload', async () => {
    const invoices = () =>
      fetch(url('/apps/invoice/invoices?perPage=100&sortBy=id&sortDesc=true')).then(
        (r) => r.json() as Promise<{ invoices: Array<{ id: number }> }>,
      );
    const newest = (await invoices()).invoices[0].id;
    expect((await fetch(url(`/apps/invoice/invoices/${newest}`), { method: 'DELETE' })).status).toBe(200);
    await openMockDb(store); // a reload
    const invoice = {
      client: { name: 'Ada Lovelace', companyEmail: 'ada@example.com' },
      issuedDate: '2026-11-01',
      dueDate: '2026-11-30',
      service: 'Analysis',
      items: [{ title: 'Engine notes', cost: 10, qty: 1 }],
    };
    const created = (await (await post('/apps/invoice/invoices', { invoice })).json()) as { invoice: { id: number } };
    expect(created.invoice.id).toBe(newest + 1);
  });
});

/** Tabs of one browser: a channel that hands each message to every other tab at once. */
function channels() {
  const members = new Set<(message: TabMessage) => void>();
  return (): TabChannel => {
    let own: ((message: TabMessage) => void) | undefined;
    return {
      post: (message) => members.forEach((member) => member !== own && member(message)),
      listen: (handler) => {
        own = handler;
        members.add(handler);
      },
      close: () => {
        if (own) members.delete(own);
      },
    };
  };
}

/** A second (third…) page: its own copy of the mock's modules, on the same storage. */
async function openTab(store: DemoStore, tabs: TabChannel | null) {
  vi.resetModules();
  const db = await import('@/mock/db');
  const events = await import('@/mock/demoDataEvents');
  const seen: DemoDataEvent[] = [];
  events.onDemoDataEvent((event) => seen.push(event));
  await db.openMockDb(store, { tabs });
  const addNote = (text: string) => db.runDurably(async () => db.mockDb().addOne('demoNotes', { text, pinned: false }));
  return { db, seen, addNote, notes: () => noteTexts(db.mockDb()) };
}

describe('two tabs', () => {
  it('see each other’s changes, and the other tab’s screens are told to refresh', async () => {
    const store = memoryStore();
    const channel = channels();
    const a = await openTab(store, channel());
    const b = await openTab(store, channel());
    expect(await a.addNote('Written in A')).toMatchObject({ ok: true });
    await b.db.demoDbSettled();
    expect(b.notes()).toContain('Written in A');
    expect(b.seen).toContainEqual({ type: 'remote-change' });
  });

  it('never write over each other with what they read earlier', async () => {
    const store = memoryStore();
    const a = await openTab(store, null);
    // B hears nothing from A (a slow or missing channel): it still holds the data as it was when it opened.
    const b = await openTab(store, null);
    await a.addNote('From A');
    expect(b.notes()).not.toContain('From A');
    expect(await b.addNote('From B')).toMatchObject({ ok: true });
    expect(await storedNotes(store)).toEqual(expect.arrayContaining(['From A', 'From B']));
    expect(b.notes()).toEqual(expect.arrayContaining(['From A', 'From B']));
    expect(b.notes().filter((text) => text === 'From B')).toHaveLength(1);
  });

  it('keep a reset made in one of them when the other writes next', async () => {
    const store = memoryStore();
    const a = await openTab(store, null);
    await a.addNote('Before the reset');
    const b = await openTab(store, null);
    expect(b.notes()).toContain('Before the reset');
    await a.db.resetMockDb();
    await b.addNote('After the reset');
    const stored = await storedNotes(store);
    expect(stored).toContain('After the reset');
    expect(stored).not.toContain('Before the reset');
    const c = await openTab(store, null);
    expect(c.notes()).toContain('After the reset');
    expect(c.notes()).not.toContain('Before the reset');
  });

  it('hear about a reset and read the fixtures again', async () => {
    const store = memoryStore();
    const channel = channels();
    const a = await openTab(store, channel());
    const b = await openTab(store, channel());
    await b.addNote('Soon gone');
    await a.db.demoDbSettled();
    expect(a.notes()).toContain('Soon gone');
    await a.db.resetMockDb();
    await b.db.demoDbSettled();
    expect(b.notes()).not.toContain('Soon gone');
    expect(b.seen.filter((event) => event.type === 'remote-change').length).toBeGreaterThan(0);
  });
});

describe('resetting', () => {
  it('empties the storage and starts from the fixtures', async () => {
    const store = memoryStore();
    await openMockDb(store);
    await post('/demo/notes', { text: 'Gone after reset' });
    await resetMockDb();
    const entries: Record<string, StoredEntry> = (await store.readAll()).entries as Record<string, StoredEntry>;
    expect(entries).toEqual({});
    expect(noteTexts(mockDb())).not.toContain('Gone after reset');
  });
});
