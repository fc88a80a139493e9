/** Contract of the to-do endpoints (`/apps/todo/*`): response types, query and body schemas. */
import { z } from 'zod';
import { TOO_LONG, TOO_MANY } from '../lib/limits';
import { textParam } from '../lib/queryParams';
import type { IsoDate } from './common';

import { TASK_FILTERS, TASK_SORTS, TASK_TAGS, type TaskTag } from './todoFilters';

export * from './todoFilters';

export type TaskAssignee = { fullName: string; avatar: string };

export type Task = {
  id: number;
  title: string;
  dueDate: IsoDate | null;
  /** HTML: sanitize before rendering. */
  description: string;
  assignee: TaskAssignee | null;
  tags: TaskTag[];
  isCompleted: boolean;
  isDeleted: boolean;
  isImportant: boolean;
  /** Position in the list (ascending); set by reorder. */
  order: number;
};

/** GET /apps/todo/tasks answers the matching tasks as a list. */
export type TaskListResponse = Task[];
/** POST /apps/todo/tasks (201), POST and DELETE /apps/todo/tasks/:id */
export type TaskResponse = { task: Task };
/** PUT /apps/todo/tasks/reorder: every task in its new order. */
export type TaskReorderResponse = { tasks: Task[] };

/**
 * `filter`: important | completed (never deleted ones) | deleted (only deleted ones); without it, every task that is
 * not deleted. `q` searches titles.
 */
export const taskListQuery = z.object({
  q: textParam.optional(),
  filter: z.enum(TASK_FILTERS, { error: 'Unknown filter' }).optional(),
  tag: z.enum(TASK_TAGS, { error: 'Unknown tag' }).optional(),
  sortBy: z.enum(TASK_SORTS, { error: 'Unknown sort' }).default('latest'),
});

/** The task form's limits (src/features/apps/todo/taskForm.ts takes the title's from here); the description is HTML. */
export const TASK_LIMITS = { title: 120, description: 20_000, assignee: 80 } as const;

/** The editable fields, without defaults (so a partial update never resets an omitted field). */
const taskFields = z.object({
  title: z
    .string({ error: 'Please enter a title' })
    .trim()
    .min(1, 'Please enter a title')
    .max(TASK_LIMITS.title, 'todoApp.form.errors.titleTooLong'),
  dueDate: z.iso.date({ error: 'Please enter a valid due date' }).nullable(),
  description: z.string().max(TASK_LIMITS.description, TOO_LONG),
  assignee: z
    .object({
      fullName: z
        .string({ error: 'Please choose an assignee' })
        .trim()
        .min(1, 'Please choose an assignee')
        .max(TASK_LIMITS.assignee, TOO_LONG),
      /** A picture as lib/limits.ts `pictureProblem` takes it, or one an assignee already has (checked by the handler). */
      avatar: z.string().default(''),
    })
    .nullable(),
  tags: z
    .array(z.enum(TASK_TAGS, { error: 'Unknown tag' }))
    .max(TASK_TAGS.length, TOO_MANY)
    .transform((tags) => [...new Set(tags)]),
  isCompleted: z.boolean({ error: 'Use true or false' }),
  isImportant: z.boolean({ error: 'Use true or false' }),
  isDeleted: z.boolean({ error: 'Use true or false' }),
});

/** POST /apps/todo/tasks: a new task goes to the top of the list. */
export const createTaskBody = z.object({
  task: taskFields.extend({
    dueDate: taskFields.shape.dueDate.default(null),
    description: taskFields.shape.description.default(''),
    assignee: taskFields.shape.assignee.default(null),
    tags: taskFields.shape.tags.default([]),
    isCompleted: taskFields.shape.isCompleted.default(false),
    isImportant: taskFields.shape.isImportant.default(false),
    isDeleted: taskFields.shape.isDeleted.default(false),
  }),
});
export type NewTask = z.input<typeof createTaskBody>['task'];

/** POST /apps/todo/tasks/:id: any subset of the fields (restore a deleted task with `isDeleted: false`). */
export const updateTaskBody = z.object({ task: taskFields.partial() });
export type TaskChanges = z.input<typeof updateTaskBody>['task'];

/**
 * PUT /apps/todo/tasks/reorder: the ids of the tasks being arranged, in their new order. They may be a part of the
 * list (a filtered view): they swap places among themselves and every other task keeps its position.
 */
export const reorderTasksBody = z.object({
  ids: z
    .array(z.number({ error: 'Task ids are numbers' }).int('Task ids are numbers'), {
      error: 'Please give the task ids in their new order',
    })
    .min(1, 'Please give the task ids in their new order')
    .max(10_000, TOO_MANY)
    .refine((ids) => new Set(ids).size === ids.length, 'Each task may appear once'),
});
