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

/**
 * Who else is on a record's page (POST /v1/events/presence, then `event: presence` on the streams that may read the
 * area). A browser on a show or edit page says so on arrival and every PRESENCE_RENEW_MS, and `left` when it goes;
 * a presence not renewed for PRESENCE_EXPIRES_MS is over (a browser that closed without a word).
 */
export const PRESENCE_PATH = '/events/presence';
export const PRESENCE_STATES = ['viewing', 'editing', 'left'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];
export const PRESENCE_RENEW_MS = 20_000;
export const PRESENCE_EXPIRES_MS = 50_000;

/** What a browser sends. */
export interface PresenceAnnouncement {
  area: string;
  recordId: number;
  state: PresenceState;
}

/** What the streams carry: the announcement, with who made it (from their session) and when. */
export interface Presence extends PresenceAnnouncement {
  person: { id: number; name: string };
  at: string;
}
