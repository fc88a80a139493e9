/** To-do filters, tags and sorts: plain constants the route table can import without the zod contract. */
export const TASK_FILTERS = ['important', 'completed', 'deleted'] as const;
export const TASK_TAGS = ['team', 'low', 'medium', 'high', 'update'] as const;
/** `latest` (the default) is the list's own order: newest first, or as last arranged with PUT /apps/todo/tasks/reorder. */
export const TASK_SORTS = ['latest', 'title-asc', 'title-desc', 'assignee', 'due-date'] as const;

export type TaskFilter = (typeof TASK_FILTERS)[number];
export type TaskTag = (typeof TASK_TAGS)[number];
export type TaskSort = (typeof TASK_SORTS)[number];
