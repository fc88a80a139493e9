import { ACTIVITY_ACTIONS } from '@schemas/activity';
import { EVENTS_PATH, PRESENCE_PATH, PRESENCE_STATES } from '@/contract/events';
import { answer, closed, errors, jsonContent, ref } from './components';
import { LIMITS } from '../auth/limitRules';
import type { PathItem, Schema, Tag } from './types';

/* GET /v1/events (server/events/routes.ts): the live updates' stream, its event as src/contract/events.ts has it. */

export const EVENTS_TAG: Tag = {
  name: 'Events',
  description: 'Committed changes as they happen, for screens that follow their colleagues live.',
};

export const eventsSchemas = (): Record<string, Schema> => ({
  LiveEvent: closed({
    id: { type: 'integer', description: 'The event id (the activity entry), as the stream sends it in `id:`.' },
    area: { type: 'string' },
    recordId: { type: 'integer' },
    action: { type: 'string', enum: [...ACTIVITY_ACTIONS] },
    actor: closed({ id: { type: ['integer', 'null'] }, name: { type: ['string', 'null'] } }),
    at: { type: 'string', format: 'date-time' },
  }),
  PresenceAnnouncement: closed({
    area: { type: 'string', description: 'A declared area the caller may read.' },
    recordId: { type: 'integer', minimum: 1 },
    state: { type: 'string', enum: [...PRESENCE_STATES] },
  }),
  Presence: closed({
    area: { type: 'string' },
    recordId: { type: 'integer' },
    state: { type: 'string', enum: [...PRESENCE_STATES] },
    person: closed({ id: { type: 'integer' }, name: { type: 'string' } }),
    at: { type: 'string', format: 'date-time' },
  }),
});

export function eventsPaths(): Record<string, PathItem> {
  return {
    [`/v1${EVENTS_PATH}`]: {
      get: {
        tags: [EVENTS_TAG.name],
        operationId: 'streamEvents',
        summary: 'Committed changes, live (Server-Sent Events)',
        description:
          'A `text/event-stream` that stays open. `event: ready` once set up; `event: change` for each committed create, update, delete, restore and purge in an area the caller may read (`id:` the event id, `data:` a LiveEvent); `event: reload` when a resume missed more than 500 events; `event: presence` (no id, not replayed) when someone says they are on the page of a record in such an area (a Presence); `event: signed-out` when the session ends. A comment line every 25 s keeps it open. Send `Last-Event-ID` to resume after a lost connection. At most 20 streams per account and 1000 per process.',
        parameters: [
          {
            name: 'Last-Event-ID',
            in: 'header',
            required: false,
            description: 'The last event id received: the events after it come first.',
            schema: { type: 'string', pattern: '^\\d{1,15}$' },
          },
        ],
        responses: {
          200: {
            description: 'The stream. Each `change` event carries a LiveEvent as JSON, each `presence` a Presence.',
            content: { 'text/event-stream': { schema: { oneOf: [ref('LiveEvent'), ref('Presence')] } } },
          },
          400: answer('Last-Event-ID is not an event id.', ref('ApiError')),
          ...errors(401),
          503: answer('Too many open streams (see Retry-After), or no stream on this server.', ref('ApiError')),
        },
      },
    },
    [`/v1${PRESENCE_PATH}`]: {
      post: {
        tags: [EVENTS_TAG.name],
        operationId: 'announcePresence',
        summary: "Say that the caller is on a record's page, or left it",
        description:
          "Sent on, with the caller's id and name from the session, to the streams of every process whose callers may read the area. Nothing is stored: browsers say it again every 20 s, and forget a presence not renewed for 50 s. `editing` needs the right to edit the area. " +
          `At most ${LIMITS.presencesPerAccount.limit} a minute per account (429 with Retry-After beyond).`,
        requestBody: { required: true, content: jsonContent(ref('PresenceAnnouncement')) },
        responses: {
          204: { description: 'Sent on.' },
          ...errors(400, 401, 403),
          429: answer('Too many presences from this account this minute (see Retry-After).', ref('ApiError')),
          503: answer('No stream on this server.', ref('ApiError')),
        },
      },
    },
  };
}
