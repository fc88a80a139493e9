import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { API_ERRORS } from '@/contract/types';
import { modelOf } from '@schemas/kit/registry';
import { accountWithRole, isActive, requireSignIn, type Env, type Principal } from '../auth/principal';
import { areaWrites } from '../areas/write';
import { ensureReachable } from '../areas/rowAccess';
import { parseId } from '../areas/guard';
import type { ServerContext } from '../context';
import {
  EVENTS_PATH,
  PRESENCE_PATH,
  PRESENCE_STATES,
  type LiveEvent,
  type Presence,
  type PresenceAnnouncement,
  type PresenceState,
} from '@/contract/events';
import { key } from '@schemas/kit/validation';
import { fail, readObject } from '../http/errors';
import { hit } from '../auth/limits';
import type { EventHub } from './hub';

/** Each event goes to every stream that may read it: written as JSON once, not once per stream. */
const asJson = new WeakMap<LiveEvent | Presence, string>();
function serialized(event: LiveEvent | Presence): string {
  let json = asJson.get(event);
  if (json === undefined) asJson.set(event, (json = JSON.stringify(event)));
  return json;
}

/** A comment line this often keeps proxies from closing an idle stream, and re-checks the caller's session. */
export const HEARTBEAT_MS = 25_000;
/** Events waiting for a slow reader; beyond, its stream is closed (it reconnects with Last-Event-ID). */
const MAX_QUEUED = 1000;

/**
 * GET /v1/events: Server-Sent Events of committed changes the caller may read (`event: change`, `id` = the activity
 * entry's id, data = LiveEvent as JSON). `Last-Event-ID` resumes: the missed ones first, or `event: reload` when
 * more were missed than are replayed. The stream ends when the session does (`event: signed-out`).
 */
export function eventRoutes(context: ServerContext, hub: EventHub | undefined) {
  const app = new Hono<Env>();
  app.use(EVENTS_PATH, requireSignIn(context));
  app.get(EVENTS_PATH, async (c) => {
    const principal = c.get('principal');
    const resumeFrom = c.req.header('Last-Event-ID');
    if (resumeFrom !== undefined && !/^\d{1,15}$/.test(resumeFrom))
      return c.json({ message: API_ERRORS.badQuery, errors: { query: 'Last-Event-ID must be an event id' } }, 400);
    if (!hub) return c.json({ message: API_ERRORS.unavailable }, 503);
    const queue: ({ event: 'change'; item: LiveEvent } | { event: 'presence'; item: Presence })[] = [];
    let wake: (() => void) | undefined;
    let closed = false;
    /** The missed events a resume sends: their notices may still come after (the replay read them committed). */
    const replayed = new Set<number>();
    const end = () => {
      closed = true;
      wake?.();
    };
    const subscriber = {
      principal,
      send(item: LiveEvent) {
        if (replayed.has(item.id)) return;
        if (queue.length >= MAX_QUEUED) return end();
        queue.push({ event: 'change', item });
        wake?.();
      },
      presence(item: Presence) {
        if (queue.length >= MAX_QUEUED) return end();
        queue.push({ event: 'presence', item });
        wake?.();
      },
      close: end,
    };
    const unsubscribe = hub.subscribe(subscriber);
    if (unsubscribe === 'busy') return c.json({ message: API_ERRORS.unavailable }, 503, { 'Retry-After': '30' });
    // nginx and others: do not buffer this answer.
    c.header('X-Accel-Buffering', 'no');
    const response = streamSSE(c, async (stream) => {
      stream.onAbort(end);
      try {
        if (resumeFrom !== undefined) {
          const missed = await hub.since(Number(resumeFrom), subscriber.principal);
          if (missed === 'reload') await stream.writeSSE({ event: 'reload', data: '' });
          else {
            for (const event of missed) replayed.add(event.id);
            queue.unshift(
              ...missed
                .filter((event) => !queue.some(({ item }) => item === event || ('id' in item && item.id === event.id)))
                .map((item) => ({ event: 'change' as const, item })),
            );
          }
        }
        await stream.writeSSE({ event: 'ready', data: '' });
        let lastBeat = Date.now();
        while (!closed) {
          while (queue.length && !closed) {
            const { event, item } = queue.shift()!;
            // Only changes carry an id: a presence is not replayed, so it does not move where a resume starts.
            const id = event === 'change' ? String(item.id) : undefined;
            await stream.writeSSE({ id, event, data: serialized(item) });
          }
          if (closed) break;
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, Math.max(0, HEARTBEAT_MS - (Date.now() - lastBeat)));
          });
          wake = undefined;
          if (Date.now() - lastBeat >= HEARTBEAT_MS) {
            lastBeat = Date.now();
            const found = await accountWithRole(context, context.db, principal.account.id, principal.session ?? '');
            if (!found?.sessionOpen || !isActive(found.account)) {
              await stream.writeSSE({ event: 'signed-out', data: '' });
              break;
            }
            await stream.write(': ping\n\n');
          }
        }
      } finally {
        unsubscribe();
      }
    });
    // Not kept by any cache (streamSSE says only no-cache, which lets a cache store what it revalidates).
    response.headers.set('Cache-Control', 'no-store');
    return response;
  });

  const { findRow } = areaWrites(context);
  /**
   * The one guard order of the area's own routes (../areas/rowAccess.ts `ensureReachable`): 404 unless the record is
   * live and the caller may read it (one outside their conditions, trashed or missing is not theirs to know of), then
   * 403 unless they may edit it, to be seen editing.
   */
  async function ensureMayBeThere(principal: Principal, { area, recordId, state }: PresenceAnnouncement) {
    // parseId: an id no record can have (over 9 digits, past the column's range) is not found, without a query.
    const found = await findRow(context.db, modelOf(area), context.schema.areas[area], parseId(String(recordId)));
    ensureReachable(
      principal,
      state === 'editing' ? 'edit' : 'read',
      area,
      found?.deletedAt == null ? found : undefined,
    );
  }

  /*
   * POST /v1/events/presence: the caller is on a record's page (`viewing`, `editing`) or left it. Sent on to the
   * streams that may read the area, in every process; nothing is stored. Reading the area is needed to be seen on its
   * records, and editing it to be seen editing; the record must be one the caller may read (and edit, for `editing`).
   */
  app.use(PRESENCE_PATH, requireSignIn(context));
  app.post(PRESENCE_PATH, async (c) => {
    const principal = c.get('principal');
    const { ability, account } = principal;
    const { area, recordId, state, ...unknown } = await readObject(c);
    const errors: Record<string, string> = {};
    for (const name of Object.keys(unknown)) errors[name] = key('unknownField');
    if (typeof area !== 'string' || !Object.hasOwn(context.schema.areas, area)) errors.area = key('choice');
    if (typeof recordId !== 'number' || !Number.isSafeInteger(recordId) || recordId < 1)
      errors.recordId = key('number');
    if (!PRESENCE_STATES.includes(state as PresenceState)) errors.state = key('choice');
    if (Object.keys(errors).length) fail(400, API_ERRORS.invalid, errors);
    const announced = { area: area as string, recordId: recordId as number, state: state as PresenceState };
    if (!ability.can('read', announced.area) || (state === 'editing' && !ability.can('edit', announced.area)))
      fail(403, API_ERRORS.forbidden);
    if (!hub) return c.json({ message: API_ERRORS.unavailable }, 503);
    await ensureMayBeThere(principal, announced);
    const limit = await hit(context, 'presencesPerAccount', String(account.id));
    if (!limit.allowed)
      return c.json({ message: API_ERRORS.tooManyRequests }, 429, { 'Retry-After': String(limit.retryAfter) });
    await hub.announce({
      ...announced,
      person: { id: Number(account.id), name: account.fullName },
      at: new Date().toISOString(),
    });
    return c.body(null, 204);
  });
  return app;
}
