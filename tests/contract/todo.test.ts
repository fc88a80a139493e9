import { describe, expect, it } from 'vitest';
import type { DemoErrorBody } from '@/mock/types/common';
import type { NewTask, Task, TaskListResponse, TaskReorderResponse, TaskResponse } from '@/mock/types/todo';
import { api, serveMockApi } from '@tests/support/mockApi';

serveMockApi();

const list = async (query: Record<string, string> = {}) =>
  (await api.get<TaskListResponse>('/apps/todo/tasks', query)).body;
const ids = (tasks: Task[]) => tasks.map((t) => t.id);
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
const everyTask = async () => [...(await list()), ...(await list({ filter: 'deleted' }))];

describe('GET /apps/todo/tasks', () => {
  it('answers the tasks that are not deleted, newest first', async () => {
    const { status, body } = await api.get<TaskListResponse>('/apps/todo/tasks');
    expect(status).toBe(200);
    const all = await everyTask();
    expect(all).toHaveLength(18);
    expect(body.every((t) => !t.isDeleted)).toBe(true);
    expect(ids(body)).toEqual(ids(all.filter((t) => !t.isDeleted)).sort((a, b) => b - a));
    expect(ids(await list({ sortBy: 'latest' }))).toEqual(ids(body));
  });

  it('filters important and completed (never deleted), and deleted (only deleted)', async () => {
    const all = await everyTask();
    const important = await list({ filter: 'important' });
    expect(ids(important).sort()).toEqual(ids(all.filter((t) => t.isImportant && !t.isDeleted)).sort());
    expect(important.length).toBeGreaterThan(0);
    const completed = await list({ filter: 'completed' });
    expect(ids(completed).sort()).toEqual(ids(all.filter((t) => t.isCompleted && !t.isDeleted)).sort());
    expect(completed.length).toBeGreaterThan(0);
    const deleted = await list({ filter: 'deleted' });
    expect(deleted.length).toBe(2);
    expect(deleted.every((t) => t.isDeleted)).toBe(true);
  });

  it('filters by tag and searches titles case-insensitively', async () => {
    const high = await list({ tag: 'high' });
    expect(high.length).toBeGreaterThan(1);
    expect(high.every((t) => t.tags.includes('high') && !t.isDeleted)).toBe(true);
    expect((await list({ q: 'CHECKOUT' })).map((t) => t.title)).toEqual(['Fix responsiveness of the new checkout']);
    expect(await list({ q: 'checkout', tag: 'low' })).toEqual([]);
  });

  it('sorts by title both ways, assignee and due date', async () => {
    const titles = (await list({ sortBy: 'title-asc' })).map((t) => t.title);
    expect(titles).toEqual([...titles].sort(byName));
    expect((await list({ sortBy: 'title-desc' })).map((t) => t.title)).toEqual([...titles].sort(byName).reverse());
    const assignees = (await list({ sortBy: 'assignee' })).map((t) => t.assignee?.fullName ?? null);
    const named = assignees.filter((a): a is string => a !== null);
    expect(assignees.slice(0, named.length)).toEqual([...named].sort(byName));
    const due = (await list({ sortBy: 'due-date' })).map((t) => t.dueDate ?? '');
    expect(due).toEqual([...due].sort());
  });

  it('rejects an unknown filter, tag or sort with 400', async () => {
    const { status, body } = await api.get<DemoErrorBody>('/apps/todo/tasks', {
      filter: 'archived',
      tag: 'urgent',
      sortBy: 'random',
    });
    expect(status).toBe(400);
    expect(body.error).toEqual({ filter: 'Unknown filter', tag: 'Unknown tag', sortBy: 'Unknown sort' });
  });
});

describe('POST /apps/todo/tasks', () => {
  const task: NewTask = {
    title: 'Write the changelog',
    dueDate: '2026-11-20',
    tags: ['update', 'update'],
    assignee: { fullName: 'Paula Hammond' },
  };

  it('creates a task (201) at the top of the list', async () => {
    const { status, body } = await api.post<TaskResponse>('/apps/todo/tasks', { task });
    expect(status).toBe(201);
    expect(body.task).toMatchObject({
      id: 19,
      title: 'Write the changelog',
      tags: ['update'],
      description: '',
      assignee: { fullName: 'Paula Hammond', avatar: '' },
      isCompleted: false,
      isImportant: false,
      isDeleted: false,
    });
    expect((await list())[0].id).toBe(19);
  });

  it('answers 400 with field messages', async () => {
    const { status, body } = await api.post<DemoErrorBody>('/apps/todo/tasks', {
      task: { title: '  ', dueDate: 'tomorrow', tags: ['urgent'] },
    });
    expect(status).toBe(400);
    expect(body.error).toEqual({
      'task.title': 'Please enter a title',
      'task.dueDate': 'Please enter a valid due date',
      'task.tags.0': 'Unknown tag',
    });
  });
});

describe('POST /apps/todo/tasks/:id', () => {
  it('updates the given fields only', async () => {
    const [first] = await list();
    const { status, body } = await api.post<TaskResponse>(`/apps/todo/tasks/${first.id}`, {
      task: { isCompleted: !first.isCompleted, isImportant: true },
    });
    expect(status).toBe(200);
    expect(body.task).toEqual({ ...first, isCompleted: !first.isCompleted, isImportant: true });
    expect(ids(await list({ filter: 'important' }))).toContain(first.id);
  });

  it('validates and answers 404 for an unknown task', async () => {
    expect((await api.post<DemoErrorBody>('/apps/todo/tasks/1', { task: { isCompleted: 'yes' } })).body.error).toEqual({
      'task.isCompleted': 'Use true or false',
    });
    expect(await api.post('/apps/todo/tasks/999', { task: { title: 'x' } })).toEqual({
      status: 404,
      body: { error: 'Task not found' },
    });
  });
});

describe('DELETE /apps/todo/tasks/:id', () => {
  it('only marks the task deleted: it moves to the deleted filter and can be restored', async () => {
    const [first] = await list();
    const { status, body } = await api.delete<TaskResponse>(`/apps/todo/tasks/${first.id}`);
    expect(status).toBe(200);
    expect(body.task).toEqual({ ...first, isDeleted: true });
    expect(ids(await list())).not.toContain(first.id);
    expect(ids(await list({ filter: 'deleted' }))).toContain(first.id);
    await api.post(`/apps/todo/tasks/${first.id}`, { task: { isDeleted: false } });
    expect(ids(await list())).toContain(first.id);
    expect((await api.delete('/apps/todo/tasks/999')).status).toBe(404);
  });
});

describe('PUT /apps/todo/tasks/reorder', () => {
  it('stores the new order, which the default list then follows', async () => {
    const before = ids(await list());
    const reversed = [...before].reverse();
    const { status, body } = await api.put<TaskReorderResponse>('/apps/todo/tasks/reorder', { ids: reversed });
    expect(status).toBe(200);
    expect(ids(body.tasks.filter((t) => !t.isDeleted))).toEqual(reversed);
    expect(ids(await list())).toEqual(reversed);
  });

  it('reorders part of the list in place, leaving the other tasks where they were', async () => {
    const before = ids(await list());
    const important = ids(await list({ filter: 'important' }));
    expect(important.length).toBeGreaterThan(1);
    await api.put('/apps/todo/tasks/reorder', { ids: [...important].reverse() });
    const after = ids(await list());
    const slots = before.map((id, index) => (important.includes(id) ? index : -1)).filter((i) => i >= 0);
    expect(slots.map((slot) => after[slot])).toEqual([...important].reverse());
    expect(after.filter((id) => !important.includes(id))).toEqual(before.filter((id) => !important.includes(id)));
  });

  it('rejects duplicates, empty lists and unknown tasks', async () => {
    expect((await api.put<DemoErrorBody>('/apps/todo/tasks/reorder', { ids: [1, 1] })).body.error).toEqual({
      ids: 'Each task may appear once',
    });
    expect((await api.put<DemoErrorBody>('/apps/todo/tasks/reorder', { ids: [] })).body.error).toEqual({
      ids: 'Please give the task ids in their new order',
    });
    expect(await api.put('/apps/todo/tasks/reorder', { ids: [1, 999] })).toEqual({
      status: 400,
      body: { error: { ids: 'Unknown task 999' } },
    });
  });
});
