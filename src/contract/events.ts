import type { ActivityAction } from '@schemas/activity';

/*
 * The event stream (GET /v1/events, server/events/): Server-Sent Events of committed changes the caller may read.
 * `event: change` carries a LiveEvent (its `id` is the SSE id, which `Last-Event-ID` resumes after); `ready` follows
 * the connection's set-up, `reload` says more were missed than are replayed, `signed-out` that the session ended.
 */
export const EVENTS_PATH = '/events';

/** The area of the audit trail every change writes (src/contract/activity.ts): each entry is one event. */
export const ACTIVITY_AREA = 'activity';

/** A committed change: `id` is its activity entry's (the stream's event id), `recordId` the changed record's. */
export interface LiveEvent {
  id: number;
  area: string;
  recordId: number;
  action: ActivityAction;
  actor: { id: number | null; name: string | null };
  at: string;
}
