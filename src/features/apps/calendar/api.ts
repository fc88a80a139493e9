import { api } from '@/data/api';
import type {
  CalendarEventChanges,
  CalendarEventListResponse,
  CalendarEventResponse,
  CalendarKind,
  NewCalendarEvent,
} from '@/mock/types/calendar';

export const calendarKeys = {
  all: ['calendar'] as const,
  events: (calendars: CalendarKind[]) => ['calendar', 'events', calendars.join(',')] as const,
};

/** GET /apps/calendar/events?calendars=Business,Holiday: the events of the ticked calendars (none ticked: none). */
export const fetchEvents = (calendars: CalendarKind[]) =>
  api.get<CalendarEventListResponse>(
    `/apps/calendar/events?${new URLSearchParams({ calendars: calendars.join(',') })}`,
  );

export const createEvent = (event: NewCalendarEvent) =>
  api.post<CalendarEventResponse>('/apps/calendar/events', { event });

export const updateEvent = (id: number, event: CalendarEventChanges) =>
  api.post<CalendarEventResponse>(`/apps/calendar/events/${id}`, { event });

export const deleteEvent = (id: number) => api.delete<CalendarEventResponse>(`/apps/calendar/events/${id}`);
