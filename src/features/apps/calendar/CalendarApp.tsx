import { useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alpha, Box, LinearProgress, useTheme } from '@mui/material';
import { readableOn, tint } from '@/theme/readable';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin from '@fullcalendar/interaction';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import ptLocale from '@fullcalendar/core/locales/pt';
import type { EventChangeArg, EventInput } from '@fullcalendar/core';
import { useLocaleState, useNotify } from 'react-admin';
import { useT } from '@/i18n/useT';
import { CALENDAR_KINDS, type CalendarEvent, type CalendarKind } from '@/mock/types/calendar';
import { LeftSidebarLayout } from '@/layout/LeftSidebarLayout';
import { LoadError } from '@/shared/LoadError';
import { calendarKeys, fetchEvents, updateEvent } from './api';
import { CalendarFilters } from './CalendarFilters';
import { EventDrawer } from './EventDrawer';
import {
  CALENDAR_COLORS,
  eventFormValues,
  movedTimes,
  newEventValues,
  viewEnd,
  type EventFormValues,
} from './eventForm';

type Editing = { event: CalendarEvent | null; initial: EventFormValues } | null;

/** The calendar: month, week, day and list views of the ticked calendars; click to add or edit, drag or resize to move. */
/**
 * FullCalendar draws its prev/next chevrons as unnamed `role="img"` icons. The buttons carry their words instead
 * (their accessible names), hidden by a zero font size, and the same chevrons come from FullCalendar's icon font,
 * pointing the other way right to left.
 */
const chevron = (ltr: string, rtl: string) => ({
  fontSize: 0,
  padding: '0.4rem 0.65rem',
  '&::before': {
    content: `"${ltr}"`,
    fontFamily: 'fcicons',
    fontSize: '1.5rem',
    lineHeight: 1,
    verticalAlign: 'middle',
  },
  '.fc-direction-rtl &::before': { content: `"${rtl}"` },
});
const CHEVRON_BUTTONS = {
  '& .fc .fc-prev-button': chevron('\\e900', '\\e901'),
  '& .fc .fc-next-button': chevron('\\e901', '\\e900'),
};

export default function CalendarApp() {
  const translate = useT();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<CalendarKind[]>([...CALENDAR_KINDS]);
  const [editing, setEditing] = useState<Editing>(null);
  const query = useQuery({
    queryKey: calendarKeys.events(selected),
    queryFn: () => fetchEvents(selected),
    placeholderData: keepPreviousData,
  });

  const events = useMemo<EventInput[]>(
    () =>
      (query.data ?? []).map((event) => {
        const color = theme.palette[CALENDAR_COLORS[event.extendedProps.calendar]].main;
        const background = tint(color, 0.16, theme.palette.background.paper);
        return {
          id: String(event.id),
          title: event.title,
          start: event.start,
          end: viewEnd(event),
          allDay: event.allDay,
          backgroundColor: background,
          borderColor: color,
          textColor: theme.palette.mode === 'dark' ? theme.palette.common.white : readableOn(color, background),
        };
      }),
    [query.data, theme],
  );

  const move = useMutation({
    mutationFn: ({ change }: { change: EventChangeArg; kind: 'moved' | 'resized' }) => {
      const { start, end, allDay } = change.event;
      if (!start) throw new Error('An event without a start cannot move');
      return updateEvent(Number(change.event.id), movedTimes({ start, end, allDay }));
    },
    onSuccess: (_, { change, kind }) => {
      notify(`calendarApp.toast.${kind}`, { type: 'success', messageArgs: { title: change.event.title } });
      return queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    },
    onError: (_, { change }) => {
      change.revert();
      notify('calendarApp.errors.moveFailed', { type: 'error' });
    },
  });

  const openNew = (start: Date, allDay: boolean) => setEditing({ event: null, initial: newEventValues(start, allDay) });
  const openExisting = (id: string) => {
    const event = query.data?.find((candidate) => String(candidate.id) === id);
    if (event) setEditing({ event, initial: eventFormValues(event) });
  };

  return (
    <>
      <LeftSidebarLayout
        sidebarWidth={250}
        sidebarLabel={translate('calendarApp.filters')}
        sidebar={<CalendarFilters selected={selected} onChange={setSelected} onAdd={() => openNew(new Date(), true)} />}
      >
        {query.isFetching && <LinearProgress aria-label={translate('calendarApp.loading')} />}
        {query.isError && (
          <Box sx={{ p: 2 }}>
            <LoadError onRetry={() => void query.refetch()} />
          </Box>
        )}
        <Box
          data-testid="calendar"
          sx={{
            p: { xs: 1.5, sm: 2.5 },
            flex: 1,
            minWidth: 0,
            '--fc-border-color': theme.palette.divider,
            '--fc-page-bg-color': theme.palette.background.paper,
            '--fc-neutral-bg-color': theme.palette.action.hover,
            '--fc-list-event-hover-bg-color': theme.palette.action.hover,
            '--fc-today-bg-color': alpha(theme.palette.primary.main, 0.08),
            '--fc-button-text-color': theme.palette.primary.contrastText,
            '--fc-button-bg-color': theme.palette.primary.main,
            '--fc-button-border-color': theme.palette.primary.main,
            '--fc-button-hover-bg-color': theme.palette.primary.dark,
            '--fc-button-hover-border-color': theme.palette.primary.dark,
            '--fc-button-active-bg-color': theme.palette.primary.dark,
            '--fc-button-active-border-color': theme.palette.primary.dark,
            '& .fc': { fontFamily: theme.typography.fontFamily, color: theme.palette.text.primary },
            // On a narrow screen the toolbar's three groups wrap onto more rows rather than run off the card.
            '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: 1.5 },
            '& .fc .fc-toolbar-title': { fontSize: { xs: '1.125rem', sm: '1.25rem' } },
            '& .fc a': { color: 'inherit' },
            // FullCalendar fades the other months' day numbers to 30 %; they are links, so they stay readable.
            '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: theme.palette.text.secondary },
            '& .fc-event': { cursor: 'pointer', borderInlineStartWidth: 3 },
            '& .fc-daygrid-day': { cursor: 'pointer' },
            ...CHEVRON_BUTTONS,
          }}
        >
          <FullCalendar
            plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
            initialView="dayGridMonth"
            headerToolbar={{
              start: 'prev,next today',
              center: 'title',
              end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
            }}
            buttonIcons={false}
            buttonText={{
              prev: translate('calendarApp.views.prev'),
              next: translate('calendarApp.views.next'),
              today: translate('calendarApp.views.today'),
              month: translate('calendarApp.views.month'),
              week: translate('calendarApp.views.week'),
              day: translate('calendarApp.views.day'),
              list: translate('calendarApp.views.list'),
            }}
            locales={[deLocale, frLocale, ptLocale]}
            locale={locale}
            direction={theme.direction}
            height="auto"
            dayMaxEvents={3}
            events={events}
            editable
            eventResizableFromStart
            dateClick={(info) => openNew(info.date, info.allDay)}
            eventClick={(info) => {
              info.jsEvent.preventDefault();
              openExisting(info.event.id);
            }}
            eventDrop={(change) => move.mutate({ change, kind: 'moved' })}
            eventResize={(change) => move.mutate({ change, kind: 'resized' })}
          />
        </Box>
      </LeftSidebarLayout>
      <EventDrawer
        open={editing !== null}
        event={editing?.event ?? null}
        initial={editing?.initial ?? newEventValues(new Date(), true)}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
