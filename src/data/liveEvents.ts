import { EVENTS_PATH, type LiveEvent, type Presence } from '@/contract/events';
import { API_URL } from './config';
import { apiFetch } from './httpClient';

/*
 * The app's end of the event stream (src/contract/events.ts). No react here: src/root/LiveUpdates.tsx opens the
 * stream while someone is signed in and turns its events into refetches; the edit page listens for its record.
 */

/** `live`: events arrive; `off`: the stream cannot be had here (a buffering proxy, no stream on this server). */
export type LiveState = 'connecting' | 'live' | 'off';

export interface LiveStreamHandlers {
  change(event: LiveEvent): void;
  /** Someone on a record's page (src/data/presence.ts). */
  presence(presence: Presence): void;
  /** More was missed than the server replays: everything shown may be stale. */
  reload(): void;
  state(state: LiveState): void;
}

/** Waits before reconnecting after a dropped stream; the last one repeats. */
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** Failed connections in a row (no `ready`) after which the stream counts as off; it keeps trying at the last delay. */
const FAILURES_UNTIL_OFF = 3;
/** A stream that answered but sent no `ready` in this time is held back by something between (a buffering proxy). */
const READY_WITHIN_MS = 10_000;

interface SseMessage {
  event: string;
  id?: string;
  data: string;
}

/** Splits a Server-Sent Events text into messages; returns them and the unfinished rest. */
export function parseSse(text: string): { messages: SseMessage[]; rest: string } {
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages: SseMessage[] = [];
  for (const block of blocks) {
    const message: SseMessage = { event: 'message', data: '' };
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') message.event = value;
      else if (field === 'id') message.id = value;
      else if (field === 'data') data.push(value);
    }
    message.data = data.join('\n');
    if (data.length || message.event !== 'message') messages.push(message);
  }
  return { messages, rest };
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Opens the stream and keeps it open: reconnects after a drop with `Last-Event-ID` (the server replays what was
 * missed, or says reload), through the API client (its token, its refresh on 401). Stops for good when the session
 * ends. Returns the function that closes it.
 */
export function openLiveStream(handlers: LiveStreamHandlers, fetchImpl: typeof apiFetch = apiFetch): () => void {
  const stop = new AbortController();
  let lastId: string | undefined;
  let failures = 0;
  let state: LiveState | undefined;
  const setState = (next: LiveState) => {
    if (next === state) return;
    state = next;
    handlers.state(next);
  };

  /** One connection, until it ends; 'ended' when the session did (no reconnecting). */
  async function connect(): Promise<'dropped' | 'ended'> {
    const connection = new AbortController();
    const abort = () => connection.abort();
    stop.signal.addEventListener('abort', abort, { once: true });
    const readyTimer = setTimeout(abort, READY_WITHIN_MS);
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      if (lastId) headers['Last-Event-ID'] = lastId;
      const response = await fetchImpl(`${API_URL}${EVENTS_PATH}`, { headers, signal: connection.signal });
      if (response.status === 401 || response.status === 403) return 'ended';
      if (!response.ok || !response.body) return 'dropped';
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'dropped';
        const { messages, rest } = parseSse(buffer + value);
        buffer = rest;
        for (const message of messages) {
          if (message.event === 'ready') {
            clearTimeout(readyTimer);
            failures = 0;
            setState('live');
          } else if (message.event === 'signed-out') return 'ended';
          else if (message.event === 'reload') handlers.reload();
          else if (message.event === 'presence') handlers.presence(JSON.parse(message.data) as Presence);
          else if (message.event === 'change') {
            if (message.id) lastId = message.id;
            handlers.change(JSON.parse(message.data) as LiveEvent);
          }
        }
      }
    } catch {
      return 'dropped';
    } finally {
      clearTimeout(readyTimer);
      stop.signal.removeEventListener('abort', abort);
      connection.abort();
    }
  }

  void (async () => {
    setState('connecting');
    while (!stop.signal.aborted) {
      const outcome = await connect();
      if (stop.signal.aborted || outcome === 'ended') break;
      failures += 1;
      if (failures >= FAILURES_UNTIL_OFF) setState('off');
      await pause(RECONNECT_DELAYS_MS[Math.min(failures - 1, RECONNECT_DELAYS_MS.length - 1)], stop.signal);
    }
  })();
  return () => stop.abort();
}

/* Who on screen wants the events (the edit page for its record): one stream, any number of listeners. */
type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();

export function onLiveChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitLiveChange(event: LiveEvent) {
  for (const listener of listeners) listener(event);
}

/**
 * Records open in an edit form: their cached read is not refetched on an event (the form's values and the version
 * a save sends back stay the ones read; the edit page handles the change itself, src/admin-kit/form/changedElsewhere.tsx).
 */
const inEdit = new Map<string, number>();
const editKey = (area: string, id: unknown) => `${area}/${String(id)}`;

export function holdInEdit(area: string, id: unknown): () => void {
  const key = editKey(area, id);
  inEdit.set(key, (inEdit.get(key) ?? 0) + 1);
  return () => {
    const left = (inEdit.get(key) ?? 1) - 1;
    if (left) inEdit.set(key, left);
    else inEdit.delete(key);
  };
}

export const isInEdit = (area: string, id: unknown) => inEdit.has(editKey(area, id));
