import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { ACTIVITY_AREA } from '@/contract/activity';
import { accountKind, isManageAll } from '@/contract/identity';
import type { LiveEvent, Presence } from '@/contract/events';
import type { ActivityAction } from '@schemas/activity';
import { accountWithRole, isActive, principalOf, type Principal } from '../auth/principal';
import type { ServerContext } from '../context';
import { rowLimitOf } from '../areas/rowAccess';
import type { Database } from '../db/client';
import { EVENTS_CHANNEL, PRESENCE_CHANNEL } from './channels';

export interface Subscriber {
  /** Who reads the stream: read again when their account or role changes (the hub replaces it). */
  principal: Principal;
  send(event: LiveEvent): void;
  /** Someone on a record's page (they are not stored: only the streams open now hear of it). */
  presence(presence: Presence): void;
  /** Ends the stream (the process is shutting down). */
  close(): void;
}

/** How many missed events a reconnecting stream is sent; more, and it is told to reload. */
export const REPLAY_LIMIT = 500;
/** Notified entries read in one query. */
const READ_BATCH = 1000;
/*
 * Open streams (503 beyond). A browser tab holds one, so an account's cap is the tabs its work needs, plus one for a
 * reconnect the server has not yet seen the end of: an administrator works across many areas at once; a role that
 * reads some areas (an editor, a viewer) in a few tabs; a role that reads none (a Client) hears only of its own
 * session's end. The process cap is then filled only by load, not by a few people: 100 administrators each with every
 * tab open, 250 such editors or 500 Clients. It stays at 1,000 rather than higher because each event is checked
 * against every open stream (a query per stream for a role limited to some records).
 */
export const STREAMS_PER_ACCOUNT = { administrator: 10, reader: 4, client: 2 } as const;
export const STREAMS_PER_PROCESS = 1000;

/** How many streams this caller may hold at once (STREAMS_PER_ACCOUNT). */
export function streamsAllowed({ rules }: Principal): number {
  if (isManageAll(rules)) return STREAMS_PER_ACCOUNT.administrator;
  return accountKind(rules) === 'admin' ? STREAMS_PER_ACCOUNT.reader : STREAMS_PER_ACCOUNT.client;
}

type ActivityRow = {
  id: number;
  area: string;
  recordId: number;
  action: ActivityAction;
  actorId: number | null;
  actorName: string | null;
  createdAt: string | Date;
};

const eventOf = (row: ActivityRow): LiveEvent => ({
  id: Number(row.id),
  area: row.area,
  recordId: Number(row.recordId),
  action: row.action,
  actor: { id: row.actorId == null ? null : Number(row.actorId), name: row.actorName },
  at: new Date(row.createdAt).toISOString(),
});

type Place = { area: string; recordId: number };

/**
 * Whether the caller may see an event or a presence: they read the area it is in, and if their role limits them to
 * some records, the record is one (read as it is now; a purged record is no longer anyone's to see).
 */
async function mayRead(context: ServerContext, principal: Principal, { area, recordId }: Place): Promise<boolean> {
  if (!principal.ability.can('read', area)) return false;
  const table = context.schema.areas[area];
  const limit = table && rowLimitOf(principal, 'read', area, table);
  if (!limit) return true;
  const rows = await context.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, recordId), limit))
    .limit(1);
  return rows.length > 0;
}

/** A presence as NOTIFY carried it (from a server process of ours); undefined when it is not one. */
function presenceOf(payload: string): Presence | undefined {
  try {
    const presence = JSON.parse(payload) as Presence;
    return typeof presence.area === 'string' && Number.isSafeInteger(presence.recordId) ? presence : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One per process: listens for the activity entries' NOTIFY (server/db/derived.ts), reads each committed entry once,
 * and hands it to the open streams whose callers may read its area. Events arrive by the notices' ids, not "everything
 * after the last one": ids are taken at insert and transactions commit in any order.
 */
export function createEventHub(context: ServerContext, listen: NonNullable<Database['listen']>) {
  const subscribers = new Set<Subscriber>();
  const pending = new Set<number>();
  /** Ids already handed out (the catch-up after a lost connection must not send them twice). */
  const recent: number[] = [];
  const recentSet = new Set<number>();
  let flushing: Promise<void> | undefined;
  const unlisten: (() => Promise<void>)[] = [];
  const activity = context.schema.areas[ACTIVITY_AREA];
  const columns = {
    id: activity.id,
    area: activity.area,
    recordId: activity.recordId,
    action: activity.action,
    actorId: activity.actorId,
    actorName: activity.actorName,
    createdAt: activity.createdAt,
  } as const;

  /**
   * A change to an account or a role changes what its streams may read from that event on: their principals are read
   * again first (a role that lost an area stops receiving it; a deactivated account or ended session loses its stream).
   */
  async function followRights(event: LiveEvent) {
    const affected = [...subscribers].filter(({ principal: { account } }) =>
      event.area === 'admin' ? account.id === event.recordId : Number(account.roleId) === event.recordId,
    );
    for (const subscriber of affected) {
      const { account, session = '' } = subscriber.principal;
      const found = await accountWithRole(context, context.db, account.id, session);
      if (!found?.sessionOpen || !isActive(found.account)) {
        subscribers.delete(subscriber);
        subscriber.close();
      } else subscriber.principal = { ...(await principalOf(context, context.db, found.account, found.role)), session };
    }
  }

  async function dispatch(event: LiveEvent) {
    if (recentSet.has(event.id)) return;
    recentSet.add(event.id);
    recent.push(event.id);
    if (recent.length > 4 * REPLAY_LIMIT) recentSet.delete(recent.shift()!);
    if (event.area === 'admin' || event.area === 'role') await followRights(event);
    for (const subscriber of subscribers)
      if (await mayRead(context, subscriber.principal, event)) subscriber.send(event);
  }

  async function flush() {
    while (pending.size) {
      // At most READ_BATCH at a time: an import's commit notifies tens of thousands at once, more ids than one query
      // may carry (65,535 parameters), and the streams are served as each part is read.
      const ids: number[] = [];
      for (const id of pending) if (ids.push(id) === READ_BATCH) break;
      for (const id of ids) pending.delete(id);
      const rows = (await context.db
        .select(columns)
        .from(activity)
        .where(inArray(activity.id, ids))
        .orderBy(asc(activity.id))) as ActivityRow[];
      for (const row of rows) await dispatch(eventOf(row));
    }
  }

  function queue(id: number) {
    if (!Number.isSafeInteger(id)) return;
    pending.add(id);
    flushing ??= flush()
      .catch((error: unknown) =>
        context.config.log({ level: 'warn', event: 'events-read-failed', kind: (error as Error).name }),
      )
      .finally(() => (flushing = undefined));
  }

  /** After a lost listening connection: the entries since the newest one handed out. */
  async function catchUp() {
    const newest = recent.length ? Math.max(...recent) : 0;
    const rows = (await context.db
      .select(columns)
      .from(activity)
      .where(gt(activity.id, newest))
      .orderBy(asc(activity.id))
      .limit(REPLAY_LIMIT)) as ActivityRow[];
    for (const row of rows) await dispatch(eventOf(row));
  }

  return {
    async start() {
      unlisten.push(
        await listen(
          EVENTS_CHANNEL,
          (payload) => queue(Number(payload)),
          () => void catchUp().catch(() => undefined),
        ),
        await listen(PRESENCE_CHANNEL, (payload) => {
          const presence = presenceOf(payload);
          if (presence)
            void (async () => {
              for (const subscriber of subscribers)
                if (await mayRead(context, subscriber.principal, presence)) subscriber.presence(presence);
            })().catch(() => undefined);
        }),
      );
    },
    /** Tells every process's streams (this one's too, by the same NOTIFY) that someone is on a record's page. */
    async announce(presence: Presence) {
      await context.db.execute(sql`select pg_notify(${PRESENCE_CHANNEL}, ${JSON.stringify(presence)})`);
    },
    /** Closes every stream first (a shutdown), then stops listening. */
    async stop() {
      for (const subscriber of subscribers) subscriber.close();
      subscribers.clear();
      await Promise.all(unlisten.splice(0).map((stop) => stop()));
    },
    /** Adds a stream, or says why not: too many streams for this account or this process. */
    subscribe(subscriber: Subscriber): (() => void) | 'busy' {
      const mine = [...subscribers].filter((s) => s.principal.account.id === subscriber.principal.account.id).length;
      if (mine >= streamsAllowed(subscriber.principal) || subscribers.size >= STREAMS_PER_PROCESS) return 'busy';
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    /** What a stream resuming after `lastId` missed, that its caller may read; 'reload' when that is too much. */
    async since(lastId: number, principal: Principal): Promise<LiveEvent[] | 'reload'> {
      const rows = (await context.db
        .select(columns)
        .from(activity)
        .where(and(gt(activity.id, lastId)))
        .orderBy(asc(activity.id))
        .limit(REPLAY_LIMIT + 1)) as ActivityRow[];
      if (rows.length > REPLAY_LIMIT) return 'reload';
      const events = rows.map(eventOf);
      const readable = await Promise.all(events.map((event) => mayRead(context, principal, event)));
      return events.filter((_, index) => readable[index]);
    },
    get streams() {
      return subscribers.size;
    },
  };
}

export type EventHub = ReturnType<typeof createEventHub>;
