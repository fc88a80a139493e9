import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import type { Task } from '@/mock/types/todo';
import { LeftSidebarLayout } from '@/layout/LeftSidebarLayout';
import { useDebounced } from '@/shared/useDebounced';
import { fetchTasks, todoKeys } from './api';
import { TaskDrawer } from './TaskDrawer';
import { TaskList } from './TaskList';
import { TodoSidebar } from './TodoSidebar';
import { assigneesOf, type TaskFormValues } from './taskForm';
import { parseTodoView, readTodoSearch, writeTodoSearch, type TodoView } from './todoRoute';

/** The to-do app: every task, a filter or a tag; an unknown filter or tag is a 404. */
export default function TodoApp() {
  const { filter, tag } = useParams();
  const view = useMemo(() => parseTodoView({ filter, tag }), [filter, tag]);
  if (!view) return <Navigate to="/error-404" replace />;
  return <Todo key={JSON.stringify(view)} view={view} />;
}

type Editing = { task: Task | null } | null;

function presetFor(view: TodoView): Partial<TaskFormValues> {
  if (view.kind === 'tag') return { tags: [view.tag] };
  if (view.kind === 'filter' && view.filter === 'important') return { isImportant: true };
  return {};
}

function Todo({ view }: { view: TodoView }) {
  const translate = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const { q, sort } = readTodoSearch(searchParams);
  const settledQ = useDebounced(q);
  const [editing, setEditing] = useState<Editing>(null);
  const listKey = todoKeys.list(view, settledQ, sort);
  const list = useQuery({
    queryKey: listKey,
    queryFn: () => fetchTasks(view, settledQ, sort),
    placeholderData: keepPreviousData,
  });
  const everyone = useQuery({
    queryKey: todoKeys.everyone,
    queryFn: async () => [
      ...(await fetchTasks({ kind: 'all' })),
      ...(await fetchTasks({ kind: 'filter', filter: 'deleted' })),
    ],
  });
  const assignees = useMemo(() => assigneesOf(everyone.data ?? []), [everyone.data]);
  const preset = useMemo(() => presetFor(view), [view]);

  return (
    <LeftSidebarLayout
      sidebarLabel={translate('todoApp.filters.label')}
      sidebar={<TodoSidebar view={view} onAdd={() => setEditing({ task: null })} />}
    >
      <TaskList
        tasks={list.data}
        listKey={listKey}
        q={q}
        sort={sort}
        loading={list.isFetching}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        onSearch={(text) => setSearchParams(writeTodoSearch({ q: text, sort }), { replace: true })}
        onSort={(next) => setSearchParams(writeTodoSearch({ q, sort: next }))}
        onOpen={(task) => setEditing({ task })}
      />
      <TaskDrawer
        open={editing !== null}
        task={editing?.task ?? null}
        preset={preset}
        assignees={assignees}
        onClose={() => setEditing(null)}
      />
    </LeftSidebarLayout>
  );
}
