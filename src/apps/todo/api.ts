import { apiJson } from '@/data/httpClient';
import type { NewTask, TaskChanges, TaskListResponse, TaskReorderResponse, TaskResponse, TaskSort } from '@/mock/types/todo';
import type { TodoView } from './todoRoute';

/** Query keys: everything under `todo` is refetched after a change. */
export const todoKeys = {
  all: ['todo'] as const,
  lists: ['todo', 'list'] as const,
  list: (view: TodoView, q: string, sort: TaskSort) => ['todo', 'list', view, q, sort] as const,
  everyone: ['todo', 'assignees'] as const,
};

const json = (method: 'POST' | 'PUT', body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

/** GET /apps/todo/tasks: the view's tasks matching `q`, in the chosen order. */
export const fetchTasks = (view: TodoView, q = '', sortBy: TaskSort = 'latest') => {
  const params = new URLSearchParams({ sortBy });
  if (view.kind === 'filter') params.set('filter', view.filter);
  if (view.kind === 'tag') params.set('tag', view.tag);
  if (q.trim()) params.set('q', q.trim());
  return apiJson<TaskListResponse>(`/apps/todo/tasks?${params}`);
};

export const createTask = (task: NewTask) => apiJson<TaskResponse>('/apps/todo/tasks', json('POST', { task }));

export const updateTask = (id: number, task: TaskChanges) => apiJson<TaskResponse>(`/apps/todo/tasks/${id}`, json('POST', { task }));

/** DELETE /apps/todo/tasks/:id: a soft delete; restore with `updateTask(id, { isDeleted: false })`. */
export const deleteTask = (id: number) => apiJson<TaskResponse>(`/apps/todo/tasks/${id}`, { method: 'DELETE' });

/** PUT /apps/todo/tasks/reorder: the shown tasks' ids in their new order. */
export const reorderTasks = (ids: number[]) => apiJson<TaskReorderResponse>('/apps/todo/tasks/reorder', json('PUT', { ids }));

