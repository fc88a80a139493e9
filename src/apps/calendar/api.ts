import { apiJson } from '@/data/httpClient';
import type { CalendarEventChanges, CalendarEventListResponse, CalendarEventResponse, CalendarKind, NewCalendarEvent } from '@/mock/types/calendar';

export const calendarKeys = {
  all: ['calendar'] as const,
  events: (calendars: CalendarKind[]) => ['calendar', 'events', calendars.join(',')] as const,
};

const json = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

/** GET /apps/calendar/events?calendars=Business,Holiday: the events of the ticked calendars (none ticked: none). */
export const fetchEvents = (calendars: CalendarKind[]) =>
  apiJson<CalendarEventListResponse>(`/apps/calendar/events?${new URLSearchParams({ calendars: calendars.join(',') })}`);

export const createEvent = (event: NewCalendarEvent) => apiJson<CalendarEventResponse>('/apps/calendar/events', json({ event }));

export const updateEvent = (id: number, event: CalendarEventChanges) => apiJson<CalendarEventResponse>(`/apps/calendar/events/${id}`, json({ event }));

export const deleteEvent = (id: number) => apiJson<CalendarEventResponse>(`/apps/calendar/events/${id}`, { method: 'DELETE' });
