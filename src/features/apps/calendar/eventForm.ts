import { z } from 'zod';
import {
  CALENDAR_KINDS,
  EVENT_LIMITS,
  type CalendarEvent,
  type CalendarKind,
  type NewCalendarEvent,
} from '@/mock/types/calendar';

export const CALENDAR_COLORS: Record<CalendarKind, 'primary' | 'success' | 'error' | 'warning' | 'info'> = {
  Business: 'primary',
  Holiday: 'success',
  Personal: 'error',
  Family: 'warning',
  ETC: 'info',
};

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD` of a moment, in local time. */
export const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
/** `YYYY-MM-DDTHH:mm` of a moment, in local time (the value of a datetime-local field). */
export const localMinute = (date: Date) => `${localDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
/** A calendar day moved by whole days (no time-zone drift). */
export const shiftDay = (day: string, days: number) => {
  const [y, m, d] = day.split('-').map(Number);
  return localDay(new Date(y, m - 1, d + days));
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const isDay = (value: string) => DAY.test(value) && !Number.isNaN(Date.parse(value));
const isMinute = (value: string) => MINUTE.test(value) && !Number.isNaN(new Date(value).getTime());

/** The add/edit form; messages are i18n keys shown at the field. Days for all-day events, local minutes otherwise. */
export const eventFormSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'calendarApp.form.errors.titleRequired')
      .max(EVENT_LIMITS.title, 'calendarApp.form.errors.titleTooLong'),
    calendar: z
      .union([z.literal(''), z.enum(CALENDAR_KINDS)])
      .refine((value) => value !== '', 'calendarApp.form.errors.calendarRequired'),
    allDay: z.boolean(),
    start: z.string(),
    end: z.string(),
    url: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'calendarApp.form.errors.url' })], {
      error: 'calendarApp.form.errors.url',
    }),
    location: z.string().trim().max(EVENT_LIMITS.location, 'calendarApp.form.errors.locationTooLong'),
    description: z.string().trim().max(EVENT_LIMITS.description, 'calendarApp.form.errors.descriptionTooLong'),
  })
  .superRefine((values, ctx) => {
    const valid = values.allDay ? isDay : isMinute;
    if (!valid(values.start))
      ctx.addIssue({ code: 'custom', path: ['start'], message: 'calendarApp.form.errors.startInvalid' });
    if (!valid(values.end))
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'calendarApp.form.errors.endInvalid' });
    else if (valid(values.start) && new Date(values.end).getTime() < new Date(values.start).getTime()) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'calendarApp.form.errors.endBeforeStart' });
    }
  });

export type EventFormValues = z.input<typeof eventFormSchema>;

/** A new event's form, from the clicked day (all day) or time slot (one hour). */
export function newEventValues(start: Date, allDay: boolean): EventFormValues {
  const base = { title: '', calendar: '' as const, url: '', location: '', description: '', allDay };
  if (allDay) return { ...base, start: localDay(start), end: localDay(start) };
  return { ...base, start: localMinute(start), end: localMinute(new Date(start.getTime() + 60 * 60_000)) };
}

export function eventFormValues(event: CalendarEvent): EventFormValues {
  const moment = (value: string) => (event.allDay ? value.slice(0, 10) : localMinute(new Date(value)));
  return {
    title: event.title,
    calendar: event.extendedProps.calendar,
    allDay: event.allDay,
    start: moment(event.start),
    end: moment(event.end),
    url: event.url,
    location: event.extendedProps.location,
    description: event.extendedProps.description,
  };
}

/** Start and end in the other format when "all day" is switched, keeping the days. */
export function switchAllDay(
  values: Pick<EventFormValues, 'start' | 'end'>,
  allDay: boolean,
): Pick<EventFormValues, 'start' | 'end'> {
  if (allDay) return { start: values.start.slice(0, 10), end: values.end.slice(0, 10) };
  return { start: `${values.start.slice(0, 10)}T09:00`, end: `${values.end.slice(0, 10)}T10:00` };
}

/** The event as the API takes it: days for all-day events, instants (ISO, UTC) otherwise. */
export function eventBody(
  values: z.output<typeof eventFormSchema>,
): NewCalendarEvent & { extendedProps: { calendar: CalendarKind } } {
  const moment = (value: string) => (values.allDay ? value : new Date(value).toISOString());
  return {
    title: values.title,
    start: moment(values.start),
    end: moment(values.end),
    allDay: values.allDay,
    url: values.url,
    extendedProps: {
      calendar: values.calendar as CalendarKind,
      location: values.location,
      description: values.description,
    },
  };
}

/**
 * The calendar view shows an all-day event up to the day *before* its end; the API keeps the last day itself. These
 * two convert between them.
 */
export const viewEnd = (event: Pick<CalendarEvent, 'allDay' | 'end'>) =>
  event.allDay ? shiftDay(event.end.slice(0, 10), 1) : event.end;

/** Where a dragged or resized event now sits, as the API takes it. */
export function movedTimes(moved: { start: Date; end: Date | null; allDay: boolean }): {
  start: string;
  end: string;
  allDay: boolean;
} {
  if (moved.allDay) {
    const start = localDay(moved.start);
    const last = moved.end ? shiftDay(localDay(moved.end), -1) : start;
    return { start, end: last < start ? start : last, allDay: true };
  }
  const end = moved.end ?? new Date(moved.start.getTime() + 60 * 60_000);
  return { start: moved.start.toISOString(), end: end.toISOString(), allDay: false };
}
