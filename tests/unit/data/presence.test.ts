import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRESENCE_EXPIRES_MS, PRESENCE_RENEW_MS, type Presence } from '@/contract/events';
import { announcePresence, clearPresence, presentOn, receivePresence } from '@/data/presence';

const presence = (personId: number, state: Presence['state'], recordId = 7): Presence => ({
  area: 'company',
  recordId,
  state,
  person: { id: personId, name: `Person ${personId}` },
  at: '2026-11-29T10:00:00.000Z',
});

/** The presences this browser posted, as the server received them. */
function posted() {
  const bodies: Array<{ area: string; recordId: number; state: string; keepalive?: boolean }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    bodies.push({ ...JSON.parse(String(init?.body)), keepalive: init?.keepalive });
    return new Response(null, { status: 204 });
  });
  return bodies;
}

afterEach(() => {
  clearPresence();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('who is on a record', () => {
  it('keeps each person once, by their last word, until they leave or stop renewing', () => {
    vi.useFakeTimers();
    receivePresence(presence(2, 'viewing'));
    receivePresence(presence(3, 'viewing'));
    receivePresence(presence(2, 'editing'));
    expect(presentOn('company', 7).map((p) => [p.person.id, p.state])).toEqual([
      [3, 'viewing'],
      [2, 'editing'],
    ]);
    expect(presentOn('company', 8)).toEqual([]);
    receivePresence(presence(3, 'left'));
    expect(presentOn('company', 7).map((p) => p.person.id)).toEqual([2]);
    // Not renewed: a browser that closed without a word is gone after PRESENCE_EXPIRES_MS.
    vi.advanceTimersByTime(PRESENCE_EXPIRES_MS + 5_000);
    expect(presentOn('company', 7)).toEqual([]);
  });

  it('says it is here on arrival, again on a schedule and soon after a newcomer, and that it left', async () => {
    vi.useFakeTimers();
    const bodies = posted();
    const leave = announcePresence('company', 7, 'editing');
    await vi.advanceTimersByTimeAsync(0);
    expect(bodies).toEqual([{ area: 'company', recordId: 7, state: 'editing', keepalive: false }]);
    await vi.advanceTimersByTimeAsync(PRESENCE_RENEW_MS);
    expect(bodies).toHaveLength(2);
    // Someone new on this record hears of this browser within a second, not at the next renewal.
    receivePresence(presence(5, 'viewing'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(bodies).toHaveLength(3);
    // Someone already known does not make it answer again.
    receivePresence(presence(5, 'viewing'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(bodies).toHaveLength(3);
    leave();
    await vi.advanceTimersByTimeAsync(0);
    expect(bodies.at(-1)).toEqual({ area: 'company', recordId: 7, state: 'left', keepalive: true });
    await vi.advanceTimersByTimeAsync(PRESENCE_RENEW_MS * 2);
    expect(bodies).toHaveLength(4);
  });
});
