// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@/mock/types/calendar';
import {
  eventBody,
  eventFormSchema,
  eventFormValues,
  movedTimes,
  newEventValues,
  shiftDay,
  switchAllDay,
  viewEnd,
  type EventFormValues,
} from '@/features/apps/calendar/eventForm';

const valid: EventFormValues = {
  title: 'Planning',
  calendar: 'Business',
  allDay: false,
  start: '2026-11-10T09:00',
  end: '2026-11-10T10:00',
  url: '',
  location: '',
  description: '',
};
const messages = (values: EventFormValues) => {
  const result = eventFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('event form', () => {
  it('requires a title and a calendar', () => {
    expect(messages(valid)).toEqual({});
    expect(messages({ ...valid, title: ' ', calendar: '' })).toEqual({
      title: 'calendarApp.form.errors.titleRequired',
      calendar: 'calendarApp.form.errors.calendarRequired',
    });
  });

  it('refuses an end before the start, for timed and all-day events', () => {
    expect(messages({ ...valid, end: '2026-11-10T08:59' })).toEqual({ end: 'calendarApp.form.errors.endBeforeStart' });
    expect(messages({ ...valid, allDay: true, start: '2026-11-10', end: '2026-11-09' })).toEqual({
      end: 'calendarApp.form.errors.endBeforeStart',
    });
    expect(messages({ ...valid, allDay: true, start: '2026-11-10', end: '2026-11-10' })).toEqual({});
  });

  it('checks the moments match "all day"', () => {
    expect(messages({ ...valid, allDay: true })).toEqual({
      start: 'calendarApp.form.errors.startInvalid',
      end: 'calendarApp.form.errors.endInvalid',
    });
    expect(messages({ ...valid, start: '' })).toEqual({ start: 'calendarApp.form.errors.startInvalid' });
  });

  it('accepts an empty URL or a web address only', () => {
    expect(messages({ ...valid, url: 'not a url' })).toEqual({ url: 'calendarApp.form.errors.url' });
    expect(messages({ ...valid, url: 'javascript:alert(1)' })).toEqual({ url: 'calendarApp.form.errors.url' });
    expect(messages({ ...valid, url: 'https://example.com/plan' })).toEqual({});
  });

  it('starts a new event on the clicked day or for an hour from the clicked slot', () => {
    expect(newEventValues(new Date(2026, 10, 10), true)).toMatchObject({
      allDay: true,
      start: '2026-11-10',
      end: '2026-11-10',
      calendar: '',
    });
    expect(newEventValues(new Date(2026, 10, 10, 14, 30), false)).toMatchObject({
      allDay: false,
      start: '2026-11-10T14:30',
      end: '2026-11-10T15:30',
    });
  });

  it('switches between days and times keeping the days', () => {
    expect(switchAllDay({ start: '2026-11-10T14:30', end: '2026-11-11T10:00' }, true)).toEqual({
      start: '2026-11-10',
      end: '2026-11-11',
    });
    expect(switchAllDay({ start: '2026-11-10', end: '2026-11-11' }, false)).toEqual({
      start: '2026-11-10T09:00',
      end: '2026-11-11T10:00',
    });
  });

  it('sends all-day events as days and timed ones as instants, and reads them back', () => {
    const timed = eventBody(eventFormSchema.parse(valid));
    expect(timed).toMatchObject({
      start: new Date('2026-11-10T09:00').toISOString(),
      end: new Date('2026-11-10T10:00').toISOString(),
      allDay: false,
    });
    expect(timed.extendedProps).toEqual({ calendar: 'Business', location: '', description: '' });
    const stored: CalendarEvent = {
      id: 1,
      ...timed,
      extendedProps: { ...timed.extendedProps, guests: [] },
    } as CalendarEvent;
    expect(eventFormValues(stored)).toEqual(valid);
    const allDay = eventBody(eventFormSchema.parse({ ...valid, allDay: true, start: '2026-11-10', end: '2026-11-12' }));
    expect(allDay).toMatchObject({ start: '2026-11-10', end: '2026-11-12', allDay: true });
  });
});

describe('calendar view and moves', () => {
  it('shows an all-day event through its last day (the view wants the day after)', () => {
    expect(viewEnd({ allDay: true, end: '2026-11-14' })).toBe('2026-11-15');
    expect(viewEnd({ allDay: true, end: '2026-12-31' })).toBe('2027-01-01');
    expect(viewEnd({ allDay: false, end: '2026-11-14T10:00:00.000Z' })).toBe('2026-11-14T10:00:00.000Z');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('saves a dragged or resized event with its new days or times', () => {
    expect(movedTimes({ start: new Date(2026, 10, 12), end: new Date(2026, 10, 15), allDay: true })).toEqual({
      start: '2026-11-12',
      end: '2026-11-14',
      allDay: true,
    });
    expect(movedTimes({ start: new Date(2026, 10, 12), end: null, allDay: true })).toEqual({
      start: '2026-11-12',
      end: '2026-11-12',
      allDay: true,
    });
    const start = new Date(2026, 10, 12, 9);
    expect(movedTimes({ start, end: null, allDay: false })).toEqual({
      start: start.toISOString(),
      end: new Date(2026, 10, 12, 10).toISOString(),
      allDay: false,
    });
  });
});
