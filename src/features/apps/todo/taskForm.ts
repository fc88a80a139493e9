import { z } from 'zod';
import { TASK_LIMITS, TASK_TAGS, type NewTask, type Task, type TaskAssignee } from '@/mock/types/todo';

export const TITLE_MAX = TASK_LIMITS.title;

/** The add/edit form. Messages are i18n keys, shown translated at the field. */
export const taskFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'todoApp.form.errors.titleRequired')
    .max(TITLE_MAX, 'todoApp.form.errors.titleTooLong'),
  /** The assignee's full name, '' for nobody. */
  assignee: z.string(),
  /** `YYYY-MM-DD`, '' for no due date. */
  dueDate: z.union([z.literal(''), z.iso.date('todoApp.form.errors.dueDateInvalid')], {
    error: 'todoApp.form.errors.dueDateInvalid',
  }),
  tags: z.array(z.enum(TASK_TAGS)),
  description: z.string(),
  isImportant: z.boolean(),
  isCompleted: z.boolean(),
});

export type TaskFormValues = z.input<typeof taskFormSchema>;

export function taskFormValues(task: Task | null): TaskFormValues {
  return {
    title: task?.title ?? '',
    assignee: task?.assignee?.fullName ?? '',
    dueDate: task?.dueDate ?? '',
    tags: task?.tags ?? [],
    description: task?.description ?? '',
    isImportant: task?.isImportant ?? false,
    isCompleted: task?.isCompleted ?? false,
  };
}

/** The task as the API takes it; the assignee's picture comes from the known assignees. */
export function taskBody(
  values: z.output<typeof taskFormSchema>,
  assignees: TaskAssignee[],
): Omit<NewTask, 'isDeleted'> {
  const name = values.assignee.trim();
  return {
    title: values.title,
    dueDate: values.dueDate || null,
    description: values.description,
    assignee: name ? { fullName: name, avatar: assignees.find((a) => a.fullName === name)?.avatar ?? '' } : null,
    tags: values.tags,
    isImportant: values.isImportant,
    isCompleted: values.isCompleted,
  };
}

/** Everyone tasks are assigned to, once each, by name. */
export function assigneesOf(tasks: Task[]): TaskAssignee[] {
  const byName = new Map<string, TaskAssignee>();
  for (const task of tasks)
    if (task.assignee && !byName.has(task.assignee.fullName)) byName.set(task.assignee.fullName, task.assignee);
  return [...byName.values()].sort((a, b) => a.fullName.localeCompare(b.fullName));
}

/** A due date in the past on an open task. */
export const isOverdue = (task: Pick<Task, 'dueDate' | 'isCompleted'>, today: string) =>
  Boolean(task.dueDate && !task.isCompleted && task.dueDate < today);
