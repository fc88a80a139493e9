import { ACTIVITY_ACTIONS } from '@schemas/activity';
import { EVENTS_PATH } from '@/contract/events';
import { answer, closed, errors, ref } from './components';
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
});

export function eventsPaths(): Record<string, PathItem> {
  return {
    [`/v1${EVENTS_PATH}`]: {
      get: {
        tags: [EVENTS_TAG.name],
        operationId: 'streamEvents',
        summary: 'Committed changes, live (Server-Sent Events)',
        description:
          'A `text/event-stream` that stays open. `event: ready` once set up; `event: change` for each committed create, update, delete, restore and purge in an area the caller may read (`id:` the event id, `data:` a LiveEvent); `event: reload` when a resume missed more than 500 events; `event: signed-out` when the session ends. A comment line every 25 s keeps it open. Send `Last-Event-ID` to resume after a lost connection. At most 20 streams per account and 1000 per process.',
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
            description: 'The stream. Each `change` event carries a LiveEvent as JSON.',
            content: { 'text/event-stream': { schema: ref('LiveEvent') } },
          },
          400: answer('Last-Event-ID is not an event id.', ref('ApiError')),
          ...errors(401),
          503: answer('Too many open streams (see Retry-After), or no stream on this server.', ref('ApiError')),
        },
      },
    },
  };
}
