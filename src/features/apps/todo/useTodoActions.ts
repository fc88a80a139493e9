import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { Task, TaskChanges } from '@/mock/types/todo';
import { deleteTask, reorderTasks, todoKeys, updateTask } from './api';

/** The changes made from the list: flags, delete and restore, reorder. Each one refreshes the lists. */
export function useTodoActions() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = () => queryClient.invalidateQueries({ queryKey: todoKeys.all });
  const failed = () => notify('todoApp.errors.saveFailed', { type: 'error' });

  const update = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: TaskChanges; done?: { message: string; title: string } }) =>
      updateTask(id, changes),
    // Flags show their new state at once; the lists are refetched once it is saved (or failed).
    onMutate: ({ id, changes }) => {
      queryClient.setQueriesData<Task[]>({ queryKey: todoKeys.lists }, (list) =>
        list?.map((task) => (task.id === id ? ({ ...task, ...changes } as Task) : task)),
      );
    },
    onSuccess: (_, { done }) => {
      if (done) notify(done.message, { type: 'success', messageArgs: { title: done.title } });
    },
    onError: failed,
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (task: Task) => deleteTask(task.id),
    onSuccess: (_, task) => {
      notify('todoApp.toast.deleted', { type: 'success', messageArgs: { title: task.title } });
      return refresh();
    },
    onError: failed,
  });
  const reorder = useMutation({
    mutationFn: reorderTasks,
    onError: failed,
    onSettled: refresh,
  });

  return {
    toggleCompleted: (task: Task) => update.mutate({ id: task.id, changes: { isCompleted: !task.isCompleted } }),
    toggleImportant: (task: Task) => update.mutate({ id: task.id, changes: { isImportant: !task.isImportant } }),
    restore: (task: Task, onDone?: () => void) =>
      update.mutate(
        { id: task.id, changes: { isDeleted: false }, done: { message: 'todoApp.toast.restored', title: task.title } },
        { onSuccess: () => onDone?.() },
      ),
    remove: (task: Task, onDone?: () => void) => remove.mutate(task, { onSuccess: () => onDone?.() }),
    /** Shows the new order at once, then saves it. */
    reorder: (listKey: readonly unknown[], ordered: Task[]) => {
      queryClient.setQueryData<Task[]>(listKey, ordered);
      reorder.mutate(ordered.map((task) => task.id));
    },
  };
}
