import { http } from 'msw';
import { pictureProblem } from '../lib/limits';
import { matchesQuery, sortedBy, type SortValue } from '../lib/listing';
import { badRequest, created, notFound, ok } from '../lib/responses';
import { collection } from '../lib/store';
import { parseBody, parseId, parseQuery } from '../lib/validation';
import {
  createTaskBody,
  reorderTasksBody,
  taskListQuery,
  updateTaskBody,
  type Task,
  type TaskFilter,
  type TaskListResponse,
  type TaskReorderResponse,
  type TaskResponse,
  type TaskSort,
} from '../types/todo';

const tasks = collection<Task>('todoTasks');

function passesFilter(task: Task, filter: TaskFilter | undefined): boolean {
  if (filter === 'deleted') return task.isDeleted;
  if (task.isDeleted) return false;
  if (filter === 'important') return task.isImportant;
  if (filter === 'completed') return task.isCompleted;
  return true;
}

const SORTS: Record<TaskSort, { key: (task: Task) => SortValue; descending?: boolean }> = {
  latest: { key: (task) => task.order },
  'title-asc': { key: (task) => task.title },
  'title-desc': { key: (task) => task.title, descending: true },
  assignee: { key: (task) => task.assignee?.fullName },
  'due-date': { key: (task) => task.dueDate },
};

const inListOrder = (list: Task[]) =>
  sortedBy(
    sortedBy(list, (t) => t.id, true),
    (t) => t.order,
  );

/** An assignee's picture: one an assignee already has (the form sends those), or a new one as pictures are taken. */
function assigneePictureError(assignee: Task['assignee'] | undefined): Response | null {
  const avatar = assignee?.avatar ?? '';
  if (tasks.all().some((task) => task.assignee?.avatar === avatar)) return null;
  const problem = pictureProblem(avatar);
  return problem ? badRequest({ 'task.assignee.avatar': problem }) : null;
}

export const handlers = [
  http.get('/apps/todo/tasks', ({ request }) => {
    const query = parseQuery(request, taskListQuery);
    if (query.response) return query.response;
    const { q, filter, tag, sortBy } = query.data;
    const matching = tasks
      .all()
      .filter((task) => passesFilter(task, filter) && (!tag || task.tags.includes(tag)) && matchesQuery(q, task.title));
    const { key, descending } = SORTS[sortBy];
    return ok<TaskListResponse>(sortedBy(inListOrder(matching), key, descending));
  }),

  http.post('/apps/todo/tasks', async ({ request }) => {
    const body = await parseBody(request, createTaskBody);
    if (body.response) return body.response;
    const refused = assigneePictureError(body.data.task.assignee);
    if (refused) return refused;
    const top = Math.min(1, ...tasks.all().map((t) => t.order));
    return created<TaskResponse>({ task: tasks.insert({ ...body.data.task, order: top - 1 }) });
  }),

  /** Arranges the given tasks in the given order, in the places they held among themselves. */
  http.put('/apps/todo/tasks/reorder', async ({ request }) => {
    const body = await parseBody(request, reorderTasksBody);
    if (body.response) return body.response;
    const { ids } = body.data;
    const moved = ids.map((id) => tasks.find(id));
    const unknown = ids.find((_, index) => !moved[index]);
    if (unknown !== undefined) return badRequest({ ids: `Unknown task ${unknown}` });
    const places = inListOrder(moved as Task[]).map((task) => task.order);
    ids.forEach((id, index) => tasks.update(id, { order: places[index] }));
    return ok<TaskReorderResponse>({ tasks: inListOrder(tasks.all()) });
  }),

  http.post('/apps/todo/tasks/:id', async ({ request, params }) => {
    const id = parseId(params.id) ?? 0;
    if (!tasks.find(id)) return notFound('Task');
    const body = await parseBody(request, updateTaskBody);
    if (body.response) return body.response;
    const refused = assigneePictureError(body.data.task.assignee);
    if (refused) return refused;
    return ok<TaskResponse>({ task: tasks.update(id, body.data.task)! });
  }),

  /** Soft delete: the task moves to the deleted filter. */
  http.delete('/apps/todo/tasks/:id', ({ params }) => {
    const id = parseId(params.id) ?? 0;
    if (!tasks.find(id)) return notFound('Task');
    return ok<TaskResponse>({ task: tasks.update(id, { isDeleted: true })! });
  }),
];
