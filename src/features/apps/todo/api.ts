import { api } from '@/data/api';
import type {
  NewTask,
  TaskChanges,
  TaskListResponse,
  TaskReorderResponse,
  TaskResponse,
  TaskSort,
} from '@/mock/types/todo';
import type { TodoView } from './todoRoute';

/** Query keys: everything under `todo` is refetched after a change. */
export const todoKeys = {
  all: ['todo'] as const,
  lists: ['todo', 'list'] as const,
  list: (view: TodoView, q: string, sort: TaskSort) => ['todo', 'list', view, q, sort] as const,
  everyone: ['todo', 'assignees'] as const,
};

/** GET /apps/todo/tasks: the view's tasks matching `q`, in the chosen order. */
export const fetchTasks = (view: TodoView, q = '', sortBy: TaskSort = 'latest') => {
  const params = new URLSearchParams({ sortBy });
  if (view.kind === 'filter') params.set('filter', view.filter);
  if (view.kind === 'tag') params.set('tag', view.tag);
  if (q.trim()) params.set('q', q.trim());
  return api.get<TaskListResponse>(`/apps/todo/tasks?${params}`);
};

export const createTask = (task: NewTask) => api.post<TaskResponse>('/apps/todo/tasks', { task });

export const updateTask = (id: number, task: TaskChanges) => api.post<TaskResponse>(`/apps/todo/tasks/${id}`, { task });

/** DELETE /apps/todo/tasks/:id: a soft delete; restore with `updateTask(id, { isDeleted: false })`. */
export const deleteTask = (id: number) => api.delete<TaskResponse>(`/apps/todo/tasks/${id}`);

/** PUT /apps/todo/tasks/reorder: the shown tasks' ids in their new order. */
export const reorderTasks = (ids: number[]) => api.put<TaskReorderResponse>('/apps/todo/tasks/reorder', { ids });
