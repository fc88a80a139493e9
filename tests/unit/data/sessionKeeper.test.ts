import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepSessionFresh, refreshDelay, tokenTimes } from '@/data/sessionKeeper';
import { clearSession, setTokens, setUser } from '@/auth/session';

const jwt = (claims: object) =>
  `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
const T0 = 1_800_000_000;

describe('refreshing ahead of expiry', () => {
  it('reads when a token was issued and expires', () => {
    expect(tokenTimes(jwt({ iat: T0, exp: T0 + 600 }))).toEqual({ iat: T0, exp: T0 + 600 });
    expect(tokenTimes('not-a-jwt')).toBeNull();
    expect(tokenTimes(null)).toBeNull();
  });

  it('plans the refresh at 80 % of the shorter-lived token', () => {
    const access = jwt({ iat: T0, exp: T0 + 600 });
    const refresh = jwt({ iat: T0, exp: T0 + 3600 });
    expect(refreshDelay(access, refresh, T0 * 1000)).toBe(480_000);
    expect(refreshDelay(access, refresh, (T0 + 500) * 1000)).toBe(0);
  });

  it('plans nothing once the refresh token has expired (the next call asks to sign in again)', () => {
    const access = jwt({ iat: T0, exp: T0 + 600 });
    expect(refreshDelay(access, jwt({ iat: T0, exp: T0 + 600 }), (T0 + 601) * 1000)).toBeNull();
    expect(refreshDelay('x', 'y', T0 * 1000)).toBeNull();
  });

  describe('the keeper', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(T0 * 1000);
      setUser({ id: 1, fullName: 'A', username: 'a', email: 'a@x', role: 'admin', ability: [] });
      setTokens(jwt({ iat: T0, exp: T0 + 600 }), jwt({ iat: T0, exp: T0 + 600 }));
    });
    afterEach(() => {
      vi.useRealTimers();
      clearSession();
    });

    it('refreshes at 80 % of the token life while the tab is visible, and plans the next one from the new tokens', async () => {
      const refreshNow = vi.fn(async () => {
        const now = Math.floor(Date.now() / 1000);
        setTokens(jwt({ iat: now, exp: now + 600 }), jwt({ iat: now, exp: now + 600 }));
      });
      const stop = keepSessionFresh(refreshNow);
      await vi.advanceTimersByTimeAsync(479_000);
      expect(refreshNow).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(refreshNow).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(480_000);
      expect(refreshNow).toHaveBeenCalledTimes(2);
      stop();
    });

    it('does not refresh a hidden tab, and catches up when it becomes visible', async () => {
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      const refreshNow = vi.fn(async () => undefined);
      const stop = keepSessionFresh(refreshNow);
      await vi.advanceTimersByTimeAsync(500_000);
      expect(refreshNow).not.toHaveBeenCalled();
      visibility.mockReturnValue('visible');
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(10);
      expect(refreshNow).toHaveBeenCalledTimes(1);
      stop();
      visibility.mockRestore();
    });

    it('waits before trying again when the server could not be reached', async () => {
      const refreshNow = vi.fn(async () => {
        throw new Error('unreachable');
      });
      const stop = keepSessionFresh(refreshNow);
      await vi.advanceTimersByTimeAsync(481_000);
      expect(refreshNow).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(refreshNow).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(11_000);
      expect(refreshNow).toHaveBeenCalledTimes(2);
      stop();
    });
  });
});
