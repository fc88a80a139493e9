import { describe, expect, it } from 'vitest';
import {
  CALENDAR_KINDS,
  type CalendarEvent,
  type CalendarEventListResponse,
  type CalendarEventResponse,
  type NewCalendarEvent,
} from '@/mock/types/calendar';
import type { DemoErrorBody } from '@/mock/types/common';
import { api, serveMockApi } from '@tests/support/mockApi';

serveMockApi();

const events = async (calendars?: string) =>
  (await api.get<CalendarEventListResponse>('/apps/calendar/events', calendars === undefined ? {} : { calendars }))
    .body;

const launch: NewCalendarEvent = {
  title: 'Launch party',
  start: '2026-11-20T18:00:00.000Z',
  end: '2026-11-20T23:00:00.000Z',
  extendedProps: { calendar: 'Business', guests: ['ada@example.com'], location: 'Rooftop' },
};

describe('GET /apps/calendar/events', () => {
  it('answers the events of the listed calendars only', async () => {
    const { status, body } = await api.get<CalendarEventListResponse>('/apps/calendar/events', {
      calendars: 'Business,Holiday',
    });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(1);
    expect(new Set(body.map((e) => e.extendedProps.calendar))).toEqual(new Set(['Business', 'Holiday']));
    expect((await events('Personal')).every((e) => e.extendedProps.calendar === 'Personal')).toBe(true);
  });

  it('has 10 events across the five calendars; no list means all, an empty list none', async () => {
    const all = await events();
    expect(all).toHaveLength(10);
    expect(new Set(all.map((e) => e.extendedProps.calendar))).toEqual(new Set(CALENDAR_KINDS));
    expect(await events(CALENDAR_KINDS.join(','))).toEqual(all);
    expect(await events('')).toEqual([]);
    expect(all.every((e) => Date.parse(e.end) >= Date.parse(e.start))).toBe(true);
  });

  it('rejects an unknown calendar with 400', async () => {
    expect(await api.get<DemoErrorBody>('/apps/calendar/events', { calendars: 'Business,Work' })).toEqual({
      status: 400,
      body: { error: { 'calendars.1': 'Unknown calendar' } },
    });
  });
});

describe('POST /apps/calendar/events', () => {
  it('creates an event (201) that its calendar then lists', async () => {
    const { status, body } = await api.post<CalendarEventResponse>('/apps/calendar/events', { event: launch });
    expect(status).toBe(201);
    expect(body.event).toEqual({
      ...launch,
      id: 11,
      url: '',
      allDay: false,
      extendedProps: { ...launch.extendedProps, description: '' },
    });
    expect((await events('Business')).map((e) => e.id)).toContain(11);
  });

  it('ends an event without an end when it starts; accepts all-day dates', async () => {
    const { body } = await api.post<CalendarEventResponse>('/apps/calendar/events', {
      event: { title: 'Holiday', start: '2026-12-25', allDay: true, extendedProps: { calendar: 'Holiday' } },
    });
    expect(body.event).toMatchObject({ start: '2026-12-25', end: '2026-12-25', allDay: true });
  });

  it('answers 400 with field messages', async () => {
    const { status, body } = await api.post<DemoErrorBody>('/apps/calendar/events', {
      event: {
        title: '',
        start: 'next week',
        url: 'not a link',
        extendedProps: { calendar: 'Work', guests: ['nope'] },
      },
    });
    expect(status).toBe(400);
    expect(body.error).toEqual({
      'event.title': 'Please enter a title',
      'event.start': 'Please enter a valid date',
      'event.url': 'Please enter a valid URL',
      'event.extendedProps.calendar': 'Please choose a calendar',
      'event.extendedProps.guests.0': 'Please enter a valid email',
    });
    const backwards = await api.post<DemoErrorBody>('/apps/calendar/events', {
      event: { ...launch, end: '2026-11-20T17:00:00.000Z' },
    });
    expect(backwards.body.error).toEqual({ 'event.end': 'The end cannot be before the start' });
    expect(await events()).toHaveLength(10);
  });
});

describe('POST /apps/calendar/events/:id', () => {
  it('updates the given fields and keeps the rest, extendedProps included', async () => {
    const before = (await events()).find((e) => e.id === 2)!;
    const { status, body } = await api.post<CalendarEventResponse>('/apps/calendar/events/2', {
      event: { title: 'Renewal call', extendedProps: { location: 'Phone' } },
    });
    expect(status).toBe(200);
    expect(body.event).toEqual({
      ...before,
      title: 'Renewal call',
      extendedProps: { ...before.extendedProps, location: 'Phone' },
    });
    expect((await events()).find((e) => e.id === 2)).toEqual(body.event);
  });

  it('moves an event to another calendar', async () => {
    await api.post('/apps/calendar/events/2', { event: { extendedProps: { calendar: 'Family' } } });
    expect((await events('Family')).map((e: CalendarEvent) => e.id)).toContain(2);
    expect((await events('Business')).map((e: CalendarEvent) => e.id)).not.toContain(2);
  });

  it('refuses an end before the stored start, and answers 404 for an unknown event', async () => {
    const before = (await events()).find((e) => e.id === 2)!;
    expect(
      (await api.post<DemoErrorBody>('/apps/calendar/events/2', { event: { end: '2000-01-01' } })).body.error,
    ).toEqual({ 'event.end': 'The end cannot be before the start' });
    expect((await events()).find((e) => e.id === 2)).toEqual(before);
    expect(await api.post('/apps/calendar/events/999', { event: { title: 'x' } })).toEqual({
      status: 404,
      body: { error: 'Event not found' },
    });
  });
});

describe('DELETE /apps/calendar/events/:id', () => {
  it('removes the event', async () => {
    const { status, body } = await api.delete<CalendarEventResponse>('/apps/calendar/events/3');
    expect(status).toBe(200);
    expect(body.event.id).toBe(3);
    expect((await events()).map((e) => e.id)).not.toContain(3);
    expect((await api.delete('/apps/calendar/events/3')).status).toBe(404);
  });
});
