// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent, Presence } from '@/contract/events';
import { openLiveStream, parseSse, type LiveState } from '@/data/liveEvents';

const change = (id: number): LiveEvent => ({
  id,
  area: 'company',
  recordId: 7,
  action: 'update',
  actor: { id: 2, name: 'Eddie Editor' },
  at: '2026-11-29T10:00:00.000Z',
});

const sse = (event: string, data = '', id?: string) => `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${data}\n\n`;

/**
 * A streamed answer with these chunks; `end()` drops the connection. Aborting the request errors the body, as
 * fetch does.
 */
function streamed(chunks: string[]) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      for (const chunk of chunks) c.enqueue(new TextEncoder().encode(chunk));
    },
  });
  return {
    answer(init?: RequestInit) {
      init?.signal?.addEventListener('abort', () => {
        try {
          controller.error(new DOMException('aborted', 'AbortError'));
        } catch {
          // Already closed.
        }
      });
      return new Response(body);
    },
    end: () => controller.close(),
  };
}

function handlers() {
  const changes: LiveEvent[] = [];
  const states: LiveState[] = [];
  const reloads = { count: 0 };
  const presences: Presence[] = [];
  return {
    changes,
    presences,
    states,
    reloads,
    handlers: {
      change: (event: LiveEvent) => changes.push(event),
      presence: (presence: Presence) => presences.push(presence),
      reload: () => (reloads.count += 1),
      state: (state: LiveState) => states.push(state),
    },
  };
}

describe('parseSse', () => {
  it('reads events split across chunks, with ids and CRLF line ends, and skips comments', () => {
    const first = parseSse('id: 4\r\nevent: change\r\ndata: {"a":1}\r\n\r\n: ping\n\nevent: rea');
    expect(first.messages).toEqual([{ event: 'change', id: '4', data: '{"a":1}' }]);
    expect(first.rest).toBe('event: rea');
    expect(parseSse(`${first.rest}dy\ndata: \n\n`).messages).toEqual([{ event: 'ready', data: '' }]);
  });
});

describe('openLiveStream', () => {
  it('hands on changes, and after a drop reconnects with the last event id', async () => {
    vi.useFakeTimers();
    const editing: Presence = {
      area: 'company',
      recordId: 7,
      state: 'editing',
      person: { id: 2, name: 'Eddie Editor' },
      at: '2026-11-29T10:00:00.000Z',
    };
    const first = streamed([
      sse('ready'),
      sse('change', JSON.stringify(change(41)), '41'),
      sse('presence', JSON.stringify(editing)),
    ]);
    const second = streamed([sse('ready'), sse('change', JSON.stringify(change(42)), '42')]);
    const calls: Array<Record<string, string>> = [];
    const answers = [first, second];
    const fetchImpl = vi.fn(async (_url: string, init?: RequestInit) => {
      calls.push(Object.fromEntries(new Headers(init?.headers).entries()));
      return answers.shift()!.answer(init);
    });
    const seen = handlers();
    const close = openLiveStream(seen.handlers, fetchImpl as never);
    await vi.waitFor(() => expect(seen.changes.map((event) => event.id)).toEqual([41]));
    await vi.waitFor(() => expect(seen.presences).toEqual([editing]));
    expect(seen.states).toEqual(['connecting', 'live']);
    first.end();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(seen.changes.map((event) => event.id)).toEqual([41, 42]));
    expect(calls[0]['last-event-id']).toBeUndefined();
    expect(calls[1]['last-event-id']).toBe('41');
    expect(calls[1].accept).toBe('text/event-stream');
    close();
    vi.useRealTimers();
  });

  it('says reload when the server could not replay, and stops for good when the session ends', async () => {
    const answer = streamed([sse('ready'), sse('reload'), sse('signed-out')]);
    const fetchImpl = vi.fn(async (_url: string, init?: RequestInit) => answer.answer(init));
    const seen = handlers();
    openLiveStream(seen.handlers, fetchImpl as never);
    await vi.waitFor(() => expect(seen.reloads.count).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('counts as off after three failed connections (a buffering proxy, no stream), and keeps trying', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 503 }));
    const seen = handlers();
    const close = openLiveStream(seen.handlers, fetchImpl as never);
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 5_000);
    expect(seen.states).toEqual(['connecting', 'off']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchImpl.mock.calls.length).toBeGreaterThanOrEqual(4);
    close();
    vi.useRealTimers();
  });

  it('a stream that answers but never says ready (held back on the way) is dropped and tried again', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn(async (_url: string, init?: RequestInit) => streamed([]).answer(init));
    const seen = handlers();
    const close = openLiveStream(seen.handlers, fetchImpl as never);
    await vi.advanceTimersByTimeAsync(10_000 + 1_000);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(seen.states).toEqual(['connecting']);
    close();
    vi.useRealTimers();
  });
});
