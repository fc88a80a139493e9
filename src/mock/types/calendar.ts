/** Contract of the calendar endpoints (`/apps/calendar/events`): response types, query and body schemas. */
import { z } from 'zod';
import { EMAIL_MAX, httpUrl, TOO_LONG, TOO_MANY } from '../lib/limits';
import { listParam } from '../lib/queryParams';
import type { IsoDateTime } from './common';

export const CALENDAR_KINDS = ['Business', 'Holiday', 'Personal', 'Family', 'ETC'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

export type CalendarEvent = {
  id: number;
  /** Link to open for the event, or ''. */
  url: string;
  title: string;
  /** ISO date-time, or `YYYY-MM-DD` for all-day events. */
  start: IsoDateTime;
  end: IsoDateTime;
  allDay: boolean;
  extendedProps: {
    calendar: CalendarKind;
    /** Guests' e-mail addresses. */
    guests: string[];
    location: string;
    description: string;
  };
};

/** GET /apps/calendar/events answers the events of the chosen calendars as a list. */
export type CalendarEventListResponse = CalendarEvent[];
/** POST /apps/calendar/events (201), POST and DELETE /apps/calendar/events/:id */
export type CalendarEventResponse = { event: CalendarEvent };

/** `calendars=Business,Holiday`; without it every calendar; `calendars=` (empty) none. */
export const calendarEventQuery = z.object({
  calendars: listParam(CALENDAR_KINDS, 'Unknown calendar').optional(),
});
export type CalendarEventQuery = { calendars?: string };

/** The event form's limits (src/features/apps/calendar/eventForm.ts takes them from here). */
export const EVENT_LIMITS = { title: 120, location: 200, description: 2000, guests: 50 } as const;

const moment = z.union([z.iso.datetime({ offset: true, local: true }), z.iso.date()], {
  error: 'Please enter a valid date',
});

/** The editable fields, without defaults (so a partial update never resets an omitted field). */
const extendedProps = z.object({
  calendar: z.enum(CALENDAR_KINDS, { error: 'Please choose a calendar' }),
  guests: z
    .array(z.email({ error: 'Please enter a valid email' }).max(EMAIL_MAX, TOO_LONG))
    .max(EVENT_LIMITS.guests, TOO_MANY),
  location: z.string().trim().max(EVENT_LIMITS.location, 'calendarApp.form.errors.locationTooLong'),
  description: z.string().trim().max(EVENT_LIMITS.description, 'calendarApp.form.errors.descriptionTooLong'),
});
const eventFields = z.object({
  title: z
    .string({ error: 'Please enter a title' })
    .trim()
    .min(1, 'Please enter a title')
    .max(EVENT_LIMITS.title, 'calendarApp.form.errors.titleTooLong'),
  start: moment,
  end: moment,
  allDay: z.boolean({ error: 'Use true or false' }),
  // http(s) only: the drawer opens it as a link.
  url: z.union([z.literal(''), httpUrl('Please enter a valid URL')], { error: 'Please enter a valid URL' }),
});

/** POST /apps/calendar/events: `end` defaults to `start`. */
export const createCalendarEventBody = z.object({
  event: eventFields
    .extend({
      end: moment.optional(),
      allDay: eventFields.shape.allDay.default(false),
      url: eventFields.shape.url.default(''),
      extendedProps: extendedProps.extend({
        guests: extendedProps.shape.guests.default([]),
        location: extendedProps.shape.location.default(''),
        description: extendedProps.shape.description.default(''),
      }),
    })
    .transform(({ end, ...event }) => ({ ...event, end: end ?? event.start })),
});
export type NewCalendarEvent = z.input<typeof createCalendarEventBody>['event'];

/** POST /apps/calendar/events/:id: any subset of the fields, `extendedProps` too. */
export const updateCalendarEventBody = z.object({
  event: eventFields.partial().extend({ extendedProps: extendedProps.partial().optional() }),
});
export type CalendarEventChanges = z.input<typeof updateCalendarEventBody>['event'];

/** An event ends at or after its start. */
export const endsBeforeStart = (event: Pick<CalendarEvent, 'start' | 'end'>) =>
  Date.parse(event.end) < Date.parse(event.start);
