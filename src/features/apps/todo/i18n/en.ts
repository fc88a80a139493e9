const en = {
  todoApp: {
    title: 'Todo',
    add: 'Add task',
    search: 'Search tasks',
    loading: 'Loading tasks',
    listLabel: 'Tasks',
    empty: 'No tasks here',
    emptySearch: 'No task matches “%{query}”',
    due: 'Due %{date}',
    overdue: 'Overdue since %{date}',
    filters: { label: 'Filters', all: 'My tasks', important: 'Important', completed: 'Completed', deleted: 'Deleted' },
    tags: { heading: 'Tags', team: 'Team', low: 'Low', medium: 'Medium', high: 'High', update: 'Update' },
    sort: {
      label: 'Sort tasks',
      latest: 'Latest',
      'title-asc': 'Title: A to Z',
      'title-desc': 'Title: Z to A',
      assignee: 'Assignee',
      'due-date': 'Due date',
    },
    actions: {
      open: 'Edit “%{title}”',
      complete: 'Completed: “%{title}”',
      markImportant: 'Mark “%{title}” important',
      unmarkImportant: 'Unmark “%{title}” as important',
      delete: 'Delete “%{title}”',
      restore: 'Restore “%{title}”',
      drag: 'Drag to move “%{title}”',
      dragDisabled: 'Choose the “Latest” order without a search to move “%{title}”',
    },
    form: {
      addTitle: 'Add task',
      editTitle: 'Edit task',
      close: 'Close',
      saving: 'Saving',
      title: 'Title',
      assignee: 'Assignee',
      unassigned: 'Nobody',
      dueDate: 'Due date',
      tags: 'Tags',
      description: 'Description',
      important: 'Important',
      completed: 'Completed',
      add: 'Add',
      save: 'Update',
      cancel: 'Cancel',
      delete: 'Delete',
      restore: 'Restore',
      errors: {
        titleRequired: 'Please enter a title',
        titleTooLong: 'Keep the title to %{max} characters or fewer',
        dueDateInvalid: 'Please enter a valid date',
      },
    },
    toast: {
      added: 'Task added: %{title}',
      updated: 'Task updated: %{title}',
      deleted: 'Task deleted: %{title}. You can restore it from Deleted.',
      restored: 'Task restored: %{title}',
    },
    errors: { saveFailed: 'Your change could not be saved. Please try again.' },
  },
};
declare module '@/i18n/messageKeys' {
  interface FeatureMessages {
    todoApp: typeof en;
  }
}
export default en;
