// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TASK_FILTERS, TASK_TAGS, type Task } from '@/mock/types/todo';
import { routes } from '@/features/apps/todo/routes';
import { parseTodoView, readTodoSearch, todoPath, writeTodoSearch } from '@/features/apps/todo/todoRoute';
import {
  assigneesOf,
  isOverdue,
  taskBody,
  taskFormSchema,
  taskFormValues,
  TITLE_MAX,
} from '@/features/apps/todo/taskForm';

const task = (overrides: Partial<Task> = {}): Task => ({
  id: 1,
  title: 'Ship it',
  dueDate: '2026-11-10',
  description: '<p>Soon</p>',
  assignee: { fullName: 'Karina Miller', avatar: 'data:k' },
  tags: ['high'],
  isCompleted: false,
  isDeleted: false,
  isImportant: true,
  order: 1,
  ...overrides,
});

const firstMessages = (values: unknown) => {
  const result = taskFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('to-do route', () => {
  it('accepts the filters and tags, and nothing else', () => {
    expect(parseTodoView({})).toEqual({ kind: 'all' });
    for (const filter of TASK_FILTERS) expect(parseTodoView({ filter })).toEqual({ kind: 'filter', filter });
    for (const tag of TASK_TAGS) expect(parseTodoView({ tag })).toEqual({ kind: 'tag', tag });
    expect(parseTodoView({ filter: 'someday' })).toBeNull();
    expect(parseTodoView({ filter: 'tag' })).toBeNull();
    expect(parseTodoView({ tag: 'urgent' })).toBeNull();
  });

  it('builds paths and keeps search and sort in the address (latest is the default, left out)', () => {
    expect(todoPath({ kind: 'tag', tag: 'team' })).toBe('/apps/todo/tag/team');
    expect(todoPath({ kind: 'all' })).toBe('/apps/todo');
    expect(readTodoSearch(new URLSearchParams('q=release&sort=due-date'))).toEqual({ q: 'release', sort: 'due-date' });
    expect(readTodoSearch(new URLSearchParams('sort=random'))).toEqual({ q: '', sort: 'latest' });
    expect(writeTodoSearch({ q: '', sort: 'latest' }).toString()).toBe('');
    expect(writeTodoSearch({ q: 'a', sort: 'title-desc' }).toString()).toBe('q=a&sort=title-desc');
  });

  it('lists an example path for every filter and tag', () => {
    const examples = routes.flatMap((entry) => entry.examples ?? []);
    for (const filter of TASK_FILTERS) expect(examples).toContain(`/apps/todo/${filter}`);
    for (const tag of TASK_TAGS) expect(examples).toContain(`/apps/todo/tag/${tag}`);
  });
});

describe('task form', () => {
  it('requires a title and limits its length, with translatable messages', () => {
    expect(firstMessages({ ...taskFormValues(null), title: '   ' })).toEqual({
      title: 'todoApp.form.errors.titleRequired',
    });
    expect(firstMessages({ ...taskFormValues(null), title: 'x'.repeat(TITLE_MAX + 1) })).toEqual({
      title: 'todoApp.form.errors.titleTooLong',
    });
    expect(firstMessages({ ...taskFormValues(null), title: 'Fine' })).toEqual({});
  });

  it('accepts no due date or a real one', () => {
    expect(firstMessages({ ...taskFormValues(null), title: 'a', dueDate: '2026-02-30' })).toEqual({
      dueDate: 'todoApp.form.errors.dueDateInvalid',
    });
    expect(firstMessages({ ...taskFormValues(null), title: 'a', dueDate: '2026-02-28' })).toEqual({});
  });

  it('fills the form from a task and turns it back into the API body', () => {
    const values = taskFormValues(task());
    expect(values).toEqual({
      title: 'Ship it',
      assignee: 'Karina Miller',
      dueDate: '2026-11-10',
      tags: ['high'],
      description: '<p>Soon</p>',
      isImportant: true,
      isCompleted: false,
    });
    const body = taskBody(taskFormSchema.parse({ ...values, title: '  Ship it  ', dueDate: '' }), [
      { fullName: 'Karina Miller', avatar: 'data:k' },
    ]);
    expect(body).toEqual({
      title: 'Ship it',
      dueDate: null,
      description: '<p>Soon</p>',
      assignee: { fullName: 'Karina Miller', avatar: 'data:k' },
      tags: ['high'],
      isImportant: true,
      isCompleted: false,
    });
    expect(taskBody(taskFormSchema.parse({ ...values, assignee: '' }), []).assignee).toBeNull();
  });

  it('knows each assignee once, by name, and which open tasks are overdue', () => {
    const people = assigneesOf([
      task(),
      task({ id: 2, assignee: { fullName: 'Andrew Anderson', avatar: '' } }),
      task({ id: 3 }),
      task({ id: 4, assignee: null }),
    ]);
    expect(people.map((p) => p.fullName)).toEqual(['Andrew Anderson', 'Karina Miller']);
    expect(isOverdue(task({ dueDate: '2026-11-01' }), '2026-11-02')).toBe(true);
    expect(isOverdue(task({ dueDate: '2026-11-01', isCompleted: true }), '2026-11-02')).toBe(false);
    expect(isOverdue(task({ dueDate: null }), '2026-11-02')).toBe(false);
  });
});
