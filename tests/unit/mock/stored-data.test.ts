// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFixtures } from '@fixtures/index';
import { mockDb, openMockDb, runDurably } from '@/mock/db';
import { startupNotice } from '@/mock/demoDataEvents';
import { memoryStore, type DemoStore, type StoredData } from '@/mock/persistence';
import { entryProblem, MIGRATIONS, readStoredData, SNAPSHOT_VERSION } from '@/mock/storedData';

/*
 * Stored demo data is checked before it is used (review M11): unreadable data never stops the start, it is set aside
 * and the demo starts from the fixtures with a notice; data from an older version is migrated, not dropped.
 */
const fixtures = buildFixtures();
const epoch = () => 'test-epoch';
const meta = (version = SNAPSHOT_VERSION) => ({ version, epoch: 'e1', revision: 3, revs: { todoTasks: 3 } });
const tasks = fixtures.todoTasks as Array<Record<string, unknown>>;
const collection = (items: unknown[], sequence = 100) => ({ kind: 'collection', items, sequence });

describe('a stored entry', () => {
  it('is accepted for every fixture collection and single', () => {
    const problems = Object.entries(fixtures).flatMap(([name, value]) => {
      const entry = Array.isArray(value) ? collection(value) : { kind: 'single', value };
      const problem = entryProblem(name, entry, value);
      return problem ? [problem] : [];
    });
    expect(problems).toEqual([]);
  });

  it.each([
    ['not a list', { kind: 'collection', items: { 1: tasks[0] }, sequence: 2 }, 'todoTasks is not a list of rows'],
    ['a list where one object belongs', collection([{ id: 1 }]), 'chatProfileUser should be one object'],
    ['one object where a list belongs', { kind: 'single', value: { id: 1 } }, 'todoTasks should be a list of rows'],
    [
      'rows with the same id',
      collection([tasks[0], { ...tasks[1], id: tasks[0].id }]),
      `todoTasks has id ${String(tasks[0].id)} twice`,
    ],
    [
      'ids 1 and "1" (the same row to fakerest)',
      collection([
        { ...tasks[0], id: 1 },
        { ...tasks[1], id: '1' },
      ]),
      'todoTasks has id 1 twice',
    ],
    ['a row without an id', collection([{ ...tasks[0], id: undefined }]), 'todoTasks row 0 has no valid id'],
    [
      'a row of the wrong shape',
      collection([{ ...tasks[0], title: 42 }]),
      `todoTasks row ${String(tasks[0].id)}: title`,
    ],
    ['no next id', { kind: 'collection', items: [], sequence: -1 }, 'todoTasks has no valid next id'],
    ['something else', 'garbage', 'todoTasks is not a stored entry'],
  ])('is refused when it is %s', (_, entry, problem) => {
    const name = problem.split(' ')[0];
    expect(entryProblem(name, entry, fixtures[name])).toContain(problem);
  });
});

describe('stored data', () => {
  const read = (raw: StoredData) => readStoredData(raw, fixtures, epoch);

  it('is empty, current, or unreadable with the reason', () => {
    expect(read({ meta: undefined, entries: {} })).toEqual({ status: 'empty' });
    expect(read({ meta: meta(), entries: { todoTasks: collection(tasks) } })).toMatchObject({
      status: 'current',
      meta: meta(),
    });
    expect(read({ meta: meta(), entries: { todoTasks: 'garbage' } })).toEqual({
      status: 'unreadable',
      problem: 'todoTasks is not a stored entry',
    });
    expect(read({ meta: undefined, entries: { todoTasks: collection(tasks) } })).toMatchObject({
      status: 'unreadable',
    });
    expect(read({ meta: { version: 'five' }, entries: {} })).toEqual({
      status: 'unreadable',
      problem: 'the state record is malformed',
    });
    expect(read({ meta: meta(SNAPSHOT_VERSION + 1), entries: {} })).toMatchObject({
      status: 'unreadable',
      problem: expect.stringContaining('newer version'),
    });
  });

  it('from an older version is migrated step by step, or unreadable without a step', () => {
    expect(read({ meta: meta(SNAPSHOT_VERSION - 1), entries: {} })).toMatchObject({
      status: 'unreadable',
      problem: expect.stringContaining('cannot be migrated'),
    });
    MIGRATIONS[SNAPSHOT_VERSION - 1] = (entries) => ({
      ...entries,
      demoNotes: collection([{ id: 1, text: 'migrated' }], 2) as never,
    });
    try {
      const loaded = read({ meta: meta(SNAPSHOT_VERSION - 1), entries: { todoTasks: collection(tasks) } });
      expect(loaded).toMatchObject({
        status: 'migrated',
        meta: { version: SNAPSHOT_VERSION, epoch: 'e1', revision: 4, revs: { todoTasks: 4, demoNotes: 4 } },
      });
      expect(loaded.status === 'migrated' && Object.keys(loaded.entries).sort()).toEqual(['demoNotes', 'todoTasks']);
    } finally {
      delete MIGRATIONS[SNAPSHOT_VERSION - 1];
    }
  });

  it('in the first layout (one snapshot) is brought over, keeping its changes', () => {
    const legacy = { version: SNAPSHOT_VERSION, data: { ...fixtures, demoNotes: [{ id: 1, text: 'kept' }] } };
    const loaded = read({ meta: undefined, entries: {}, legacy });
    expect(loaded).toMatchObject({
      status: 'migrated',
      meta: { version: SNAPSHOT_VERSION, epoch: 'test-epoch', revision: 1 },
    });
    expect(loaded.status === 'migrated' && loaded.entries.demoNotes).toEqual({
      kind: 'collection',
      items: [{ id: 1, text: 'kept' }],
      sequence: 0,
    });
    expect(read({ meta: undefined, entries: {}, legacy: { version: 3, data: {} } })).toMatchObject({
      status: 'unreadable',
    });
  });
});

describe('opening the demo database', () => {
  afterEach(() => vi.restoreAllMocks());

  it('on unreadable data sets it aside, starts from the fixtures and says so', async () => {
    const store = memoryStore();
    const raw = {
      meta: meta(),
      entries: { todoTasks: collection([tasks[0], tasks[0]]), demoNotes: collection([{ id: 1, text: 'lost' }], 2) },
    };
    store.seed(raw);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(openMockDb(store)).resolves.toBeDefined();
    expect(startupNotice()).toBe('recovered');
    expect(mockDb().getAll('todoTasks')).toHaveLength(tasks.length);
    expect(
      mockDb()
        .getAll('demoNotes')
        .map((n) => n.text),
    ).not.toContain('lost');
    expect(store.backups).toEqual([{ problem: expect.stringContaining('twice'), data: raw }]);
    // Storage now holds a fresh start: the next open is quiet.
    expect((await store.readAll()).entries).toEqual({});
    await openMockDb(store);
    expect(startupNotice()).toBeNull();
  });

  it('on storage that cannot be read at all runs in memory and says so', async () => {
    const broken: DemoStore = {
      ...memoryStore(),
      readAll: () => Promise.reject(new DOMException('IndexedDB is not available', 'InvalidStateError')),
    };
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(openMockDb(broken)).resolves.toBeDefined();
    expect(startupNotice()).toBe('unavailable');
    const outcome = await runDurably(async () => mockDb().addOne('demoNotes', { text: 'in memory', pinned: false }));
    expect(outcome.ok).toBe(true);
    expect(
      mockDb()
        .getAll('demoNotes')
        .map((n) => n.text),
    ).toContain('in memory');
  });

  it('keeps readable data and its next ids', async () => {
    const store = memoryStore();
    store.seed({ meta: meta(), entries: { demoNotes: collection([{ id: 1, text: 'mine', pinned: false }], 40) } });
    await openMockDb(store);
    expect(startupNotice()).toBeNull();
    expect(
      mockDb()
        .getAll('demoNotes')
        .map((n) => n.text),
    ).toEqual(['mine']);
    expect(mockDb().getCollection('demoNotes').sequence).toBe(40);
  });
});
