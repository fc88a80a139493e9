import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Divider,
  FormControlLabel,
  LinearProgress,
  Link,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { FormDrawer } from '@/shared/FormDrawer';
import CircleIcon from '@mui/icons-material/Circle';
import { useNotify } from 'react-admin';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { applyFieldErrors } from '@/shared/forms/applyFieldErrors';
import { CALENDAR_KINDS, type CalendarEvent } from '@/mock/types/calendar';
import { calendarKeys, createEvent, deleteEvent, updateEvent } from './api';
import { CALENDAR_COLORS, eventBody, eventFormSchema, switchAllDay, type EventFormValues } from './eventForm';

interface Props {
  open: boolean;
  /** The event being edited; null adds one. */
  event: CalendarEvent | null;
  initial: EventFormValues;
  onClose: () => void;
}

const FIELDS = ['title', 'calendar', 'start', 'end', 'url', 'location', 'description'] as const;

/** Add or edit an event: title, calendar, start and end (or all day), link, place, notes; delete an existing one. */
export function EventDrawer({ open, event, initial, onClose }: Props) {
  const translate = useT();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<EventFormValues, unknown, EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const allDay = useWatch({ control, name: 'allDay' });
  const url = useWatch({ control, name: 'url' });

  useEffect(() => {
    if (open) reset(initial);
  }, [open, initial, reset]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarKeys.all });
  const save = useMutation({
    mutationFn: (values: EventFormValues) => {
      const body = eventBody(eventFormSchema.parse(values));
      return event ? updateEvent(event.id, body) : createEvent(body);
    },
    onSuccess: async (_, values) => {
      notify(event ? 'calendarApp.toast.updated' : 'calendarApp.toast.added', {
        type: 'success',
        messageArgs: { title: values.title.trim() },
      });
      await refresh();
      onClose();
    },
    onError: (error) => {
      // `event.title`, `event.extendedProps.calendar`: the form's `title`, `calendar`.
      const fieldOf = (path: string) =>
        FIELDS.find((name) => path === `event.${name}` || path === `event.extendedProps.${name}`);
      if (!applyFieldErrors(error, setError, FIELDS, { fieldOf }))
        setError('root', { type: 'server', message: 'calendarApp.errors.saveFailed' });
    },
  });
  const remove = useMutation({
    mutationFn: (target: CalendarEvent) => deleteEvent(target.id),
    onSuccess: async (_, target) => {
      notify('calendarApp.toast.deleted', { type: 'success', messageArgs: { title: target.title } });
      await refresh();
      onClose();
    },
    onError: () => notify('calendarApp.errors.saveFailed', { type: 'error' }),
  });

  const message = (key: string | undefined) => (key ? translate(dynamicKey(key), { _: key }) : undefined);
  const busy = save.isPending || remove.isPending;
  const momentType = allDay ? 'date' : 'datetime-local';

  return (
    <FormDrawer
      title={translate(event ? 'calendarApp.form.editTitle' : 'calendarApp.form.addTitle')}
      open={open}
      onClose={onClose}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      closeLabel={translate('calendarApp.form.close')}
      width={420}
    >
      {busy && <LinearProgress aria-label={translate('calendarApp.form.saving')} />}
      <Stack spacing={2.5} sx={{ p: 2.5, flex: 1, overflowY: 'auto' }}>
        {errors.root?.message && <Alert severity="error">{message(errors.root.message)}</Alert>}
        <Controller
          name="title"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              label={translate('calendarApp.form.title')}
              required
              autoFocus
              error={Boolean(errors.title)}
              helperText={message(errors.title?.message)}
            />
          )}
        />
        <Controller
          name="calendar"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              select
              required
              label={translate('calendarApp.form.calendar')}
              error={Boolean(errors.calendar)}
              helperText={message(errors.calendar?.message)}
            >
              {CALENDAR_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  <CircleIcon sx={{ fontSize: 10, mr: 1 }} color={CALENDAR_COLORS[kind]} />
                  {translate(`calendarApp.calendars.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          name="allDay"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              label={translate('calendarApp.form.allDay')}
              control={
                <Switch
                  checked={field.value}
                  onChange={(change) => {
                    const next = switchAllDay(getValues(), change.target.checked);
                    field.onChange(change.target.checked);
                    setValue('start', next.start, { shouldValidate: true });
                    setValue('end', next.end, { shouldValidate: true });
                  }}
                />
              }
            />
          )}
        />
        <Controller
          name="start"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              type={momentType}
              required
              label={translate('calendarApp.form.start')}
              error={Boolean(errors.start)}
              helperText={message(errors.start?.message)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
        <Controller
          name="end"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              type={momentType}
              required
              label={translate('calendarApp.form.end')}
              error={Boolean(errors.end)}
              helperText={message(errors.end?.message)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
        <Controller
          name="url"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              type="url"
              label={translate('calendarApp.form.url')}
              placeholder="https://"
              error={Boolean(errors.url)}
              helperText={
                message(errors.url?.message) ??
                (event?.url && url === event.url ? (
                  <Link href={event.url} target="_blank" rel="noopener noreferrer">
                    {translate('calendarApp.form.openUrl')}
                  </Link>
                ) : undefined)
              }
            />
          )}
        />
        <Controller
          name="location"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              label={translate('calendarApp.form.location')}
              error={Boolean(errors.location)}
              helperText={message(errors.location?.message)}
            />
          )}
        />
        <Controller
          name="description"
          control={control}
          render={({ field }) => (
            <TextField
              {...field}
              multiline
              minRows={3}
              label={translate('calendarApp.form.description')}
              error={Boolean(errors.description)}
              helperText={message(errors.description?.message)}
            />
          )}
        />
      </Stack>
      <Divider />
      <Stack direction="row" spacing={1} sx={{ p: 2 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {translate(event ? 'calendarApp.form.save' : 'calendarApp.form.add')}
        </Button>
        <Button color="inherit" onClick={onClose}>
          {translate('calendarApp.form.cancel')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {event && (
          <Button color="error" disabled={busy} onClick={() => remove.mutate(event)}>
            {translate('calendarApp.form.delete')}
          </Button>
        )}
      </Stack>
    </FormDrawer>
  );
}
