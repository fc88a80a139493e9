import { lazy, Suspense, useEffect, useId } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  Divider,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  LinearProgress,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { FormDrawer } from '@/shared/FormDrawer';
import { useNotify } from 'react-admin';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { applyFieldErrors } from '@/shared/forms/applyFieldErrors';
import { TASK_TAGS, type Task, type TaskAssignee, type TaskTag } from '@/mock/types/todo';
import { createTask, todoKeys, updateTask } from './api';
import { taskBody, taskFormSchema, taskFormValues, TITLE_MAX, type TaskFormValues } from './taskForm';
import { TAG_COLORS } from './taskStyle';
import { useTodoActions } from './useTodoActions';

// The editor (tiptap) loads when the drawer first shows a description field, not with the list.
const RichTextEditor = lazy(() => import('@/shared/richText/RichTextEditor'));

interface Props {
  open: boolean;
  /** The task to edit; null adds a new one. */
  task: Task | null;
  /** First values of a new task (e.g. the tag of the view it is added from). */
  preset?: Partial<TaskFormValues>;
  assignees: TaskAssignee[];
  onClose: () => void;
}

const FIELDS = ['title', 'assignee', 'dueDate', 'tags', 'description'] as const;

/** Add or edit a task: title (required), assignee, due date, tags, description; delete or restore an existing one. */
export function TaskDrawer({ open, task, preset, assignees, onClose }: Props) {
  const translate = useT();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const actions = useTodoActions();
  const id = useId();
  const form = useForm<TaskFormValues, unknown, TaskFormValues>({
    resolver: zodResolver(taskFormSchema),
    defaultValues: { ...taskFormValues(task), ...(task ? {} : preset) },
    mode: 'onTouched',
  });
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;

  useEffect(() => {
    if (open) reset({ ...taskFormValues(task), ...(task ? {} : preset) });
  }, [open, task, preset, reset]);

  const save = useMutation({
    mutationFn: (values: TaskFormValues) => {
      const body = taskBody(taskFormSchema.parse(values), assignees);
      return task ? updateTask(task.id, body) : createTask({ ...body, isDeleted: false });
    },
    onSuccess: async (_, values) => {
      notify(task ? 'todoApp.toast.updated' : 'todoApp.toast.added', {
        type: 'success',
        messageArgs: { title: values.title.trim() },
      });
      await queryClient.invalidateQueries({ queryKey: todoKeys.all });
      onClose();
    },
    onError: (error) => {
      // `task.title`, `task.tags.0`: the form's `title`, `tags`.
      const fieldOf = (path: string) =>
        FIELDS.find((name) => path === `task.${name}` || path.startsWith(`task.${name}.`));
      if (!applyFieldErrors(error, setError, FIELDS, { fieldOf }))
        setError('root', { type: 'server', message: 'todoApp.errors.saveFailed' });
    },
  });

  const message = (key: string | undefined) =>
    key ? translate(dynamicKey(key), { _: key, max: TITLE_MAX }) : undefined;
  const allAssignees =
    task?.assignee && !assignees.some((a) => a.fullName === task.assignee?.fullName)
      ? [task.assignee, ...assignees]
      : assignees;

  return (
    <FormDrawer
      title={translate(task ? 'todoApp.form.editTitle' : 'todoApp.form.addTitle')}
      open={open}
      onClose={onClose}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      closeLabel={translate('todoApp.form.close')}
      width={440}
    >
      {save.isPending && <LinearProgress aria-label={translate('todoApp.form.saving')} />}
      <Stack spacing={2.5} sx={{ p: 2.5, flex: 1, overflowY: 'auto' }}>
        {errors.root?.message && <Alert severity="error">{message(errors.root.message)}</Alert>}
        <Controller
          name="title"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              id={`${id}-name`}
              label={translate('todoApp.form.title')}
              required
              autoFocus
              error={Boolean(errors.title)}
              helperText={message(errors.title?.message)}
            />
          )}
        />
        <Controller
          name="assignee"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              select
              label={translate('todoApp.form.assignee')}
              error={Boolean(errors.assignee)}
              helperText={message(errors.assignee?.message)}
            >
              <MenuItem value="">
                <em>{translate('todoApp.form.unassigned')}</em>
              </MenuItem>
              {allAssignees.map((person) => (
                <MenuItem key={person.fullName} value={person.fullName}>
                  <Stack direction="row" spacing={1} alignItems="center">
                    <Avatar src={person.avatar || undefined} alt="" sx={{ width: 24, height: 24, fontSize: 12 }}>
                      {person.fullName[0]}
                    </Avatar>
                    <span>{person.fullName}</span>
                  </Stack>
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="dueDate"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              type="date"
              label={translate('todoApp.form.dueDate')}
              error={Boolean(errors.dueDate)}
              helperText={message(errors.dueDate?.message)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
        <Controller
          name="tags"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              select
              label={translate('todoApp.form.tags')}
              error={Boolean(errors.tags)}
              helperText={message(errors.tags?.message)}
              slotProps={{
                select: {
                  multiple: true,
                  renderValue: (selected) => (
                    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                      {(selected as TaskTag[]).map((tag) => (
                        <Chip key={tag} size="small" color={TAG_COLORS[tag]} label={translate(`todoApp.tags.${tag}`)} />
                      ))}
                    </Stack>
                  ),
                },
              }}
            >
              {TASK_TAGS.map((tag) => (
                <MenuItem key={tag} value={tag}>
                  {translate(`todoApp.tags.${tag}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Box>
          <FormLabel htmlFor={`${id}-description`} sx={{ display: 'block', mb: 1 }}>
            {translate('todoApp.form.description')}
          </FormLabel>
          <Controller
            name="description"
            control={control}
            render={({ field }) => (
              <Suspense fallback={<LinearProgress aria-label={translate('todoApp.loading')} />}>
                <RichTextEditor
                  id={`${id}-description`}
                  label={translate('todoApp.form.description')}
                  value={field.value}
                  onChange={(html) => field.onChange(html)}
                  onBlur={field.onBlur}
                  invalid={Boolean(errors.description)}
                  describedBy={errors.description ? `${id}-description-error` : undefined}
                />
              </Suspense>
            )}
          />
          {errors.description && (
            <FormHelperText id={`${id}-description-error`} error>
              {message(errors.description.message)}
            </FormHelperText>
          )}
        </Box>
        <Stack direction="row" spacing={2}>
          <Controller
            name="isImportant"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                label={translate('todoApp.form.important')}
              />
            )}
          />
          <Controller
            name="isCompleted"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                label={translate('todoApp.form.completed')}
              />
            )}
          />
        </Stack>
      </Stack>
      <Divider />
      <Stack direction="row" spacing={1} sx={{ p: 2 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {translate(task ? 'todoApp.form.save' : 'todoApp.form.add')}
        </Button>
        <Button onClick={onClose} color="inherit">
          {translate('todoApp.form.cancel')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {task &&
          (task.isDeleted ? (
            <Button color="primary" onClick={() => actions.restore(task, onClose)}>
              {translate('todoApp.form.restore')}
            </Button>
          ) : (
            <Button color="error" onClick={() => actions.remove(task, onClose)}>
              {translate('todoApp.form.delete')}
            </Button>
          ))}
      </Stack>
    </FormDrawer>
  );
}
