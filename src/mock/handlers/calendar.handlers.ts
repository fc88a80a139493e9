import { http } from 'msw';
import { badRequest, created, notFound, ok } from '../lib/responses';
import { collection } from '../lib/store';
import { parseBody, parseId, parseQuery } from '../lib/validation';
import {
  calendarEventQuery,
  createCalendarEventBody,
  endsBeforeStart,
  updateCalendarEventBody,
  type CalendarEvent,
  type CalendarEventListResponse,
  type CalendarEventResponse,
} from '../types/calendar';

const events = collection<CalendarEvent>('calendarEvents');
const endError = { 'event.end': 'The end cannot be before the start' };

export const handlers = [
  http.get('/apps/calendar/events', ({ request }) => {
    // An empty list means every calendar is unticked: no events (parseQuery would read it as "not given").
    if (new URL(request.url).searchParams.get('calendars')?.trim() === '') return ok<CalendarEventListResponse>([]);
    const query = parseQuery(request, calendarEventQuery);
    if (query.response) return query.response;
    const { calendars } = query.data;
    return ok<CalendarEventListResponse>(
      events.all().filter((event) => !calendars || calendars.includes(event.extendedProps.calendar)),
    );
  }),

  http.post('/apps/calendar/events', async ({ request }) => {
    const body = await parseBody(request, createCalendarEventBody);
    if (body.response) return body.response;
    if (endsBeforeStart(body.data.event)) return badRequest(endError);
    return created<CalendarEventResponse>({ event: events.insert(body.data.event) });
  }),

  http.post('/apps/calendar/events/:id', async ({ request, params }) => {
    const id = parseId(params.id) ?? 0;
    const stored = events.find(id);
    if (!stored) return notFound('Event');
    const body = await parseBody(request, updateCalendarEventBody);
    if (body.response) return body.response;
    const { extendedProps, ...fields } = body.data.event;
    const merged = { ...stored, ...fields, extendedProps: { ...stored.extendedProps, ...extendedProps } };
    if (endsBeforeStart(merged)) return badRequest(endError);
    const { id: _id, ...changes } = merged;
    return ok<CalendarEventResponse>({ event: events.update(id, changes)! });
  }),

  http.delete('/apps/calendar/events/:id', ({ params }) => {
    const event = events.remove(parseId(params.id) ?? 0);
    return event ? ok<CalendarEventResponse>({ event }) : notFound('Event');
  }),
];
