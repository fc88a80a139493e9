import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { API_ERRORS } from '@/contract/types';
import { accountWithRole, isActive, requireSignIn, type Env } from '../auth/principal';
import type { ServerContext } from '../context';
import { EVENTS_PATH, type LiveEvent } from '@/contract/events';
import type { EventHub } from './hub';

/** Each event goes to every stream that may read it: written as JSON once, not once per stream. */
const asJson = new WeakMap<LiveEvent, string>();
function serialized(event: LiveEvent): string {
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
    const queue: LiveEvent[] = [];
    let wake: (() => void) | undefined;
    let closed = false;
    const end = () => {
      closed = true;
      wake?.();
    };
    const subscriber = {
      principal,
      send(event: LiveEvent) {
        if (queue.length >= MAX_QUEUED) return end();
        queue.push(event);
        wake?.();
      },
      close: end,
    };
    const unsubscribe = hub.subscribe(subscriber);
    if (unsubscribe === 'busy') return c.json({ message: API_ERRORS.unavailable }, 503, { 'Retry-After': '30' });
    c.header('Cache-Control', 'no-store');
    // nginx and others: do not buffer this answer.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      stream.onAbort(end);
      try {
        if (resumeFrom !== undefined) {
          const missed = await hub.since(Number(resumeFrom), subscriber.principal);
          if (missed === 'reload') await stream.writeSSE({ event: 'reload', data: '' });
          else queue.unshift(...missed.filter((event) => !queue.some((queued) => queued.id === event.id)));
        }
        await stream.writeSSE({ event: 'ready', data: '' });
        let lastBeat = Date.now();
        while (!closed) {
          while (queue.length && !closed) {
            const event = queue.shift()!;
            await stream.writeSSE({ id: String(event.id), event: 'change', data: serialized(event) });
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
  });
  return app;
}
