import { TASK_FILTERS, TASK_SORTS, TASK_TAGS, type TaskFilter, type TaskSort, type TaskTag } from '@/mock/types/todo';

/** What the to-do list shows: every live task, a filter, or a tag. */
export type TodoView = { kind: 'all' } | { kind: 'filter'; filter: TaskFilter } | { kind: 'tag'; tag: TaskTag };

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The view named by the route's parameters, or null for an unknown filter or tag (the screen then shows 404). */
export function parseTodoView(params: { filter?: string; tag?: string }): TodoView | null {
  if (params.tag !== undefined) return isOneOf(TASK_TAGS, params.tag) ? { kind: 'tag', tag: params.tag } : null;
  if (params.filter === undefined) return { kind: 'all' };
  return isOneOf(TASK_FILTERS, params.filter) ? { kind: 'filter', filter: params.filter } : null;
}

export function todoPath(view: TodoView): string {
  if (view.kind === 'tag') return `/apps/todo/tag/${view.tag}`;
  return view.kind === 'filter' ? `/apps/todo/${view.filter}` : '/apps/todo';
}

export const sameTodoView = (a: TodoView, b: TodoView) => todoPath(a) === todoPath(b);

/** Search (`?q=`) and order (`?sort=`, default latest) kept in the address. */
export interface TodoSearch {
  q: string;
  sort: TaskSort;
}

export function readTodoSearch(params: URLSearchParams): TodoSearch {
  const sort = params.get('sort') ?? '';
  return { q: params.get('q') ?? '', sort: isOneOf(TASK_SORTS, sort) ? sort : 'latest' };
}

export function writeTodoSearch(state: TodoSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sort !== 'latest') params.set('sort', state.sort);
  return params;
}
