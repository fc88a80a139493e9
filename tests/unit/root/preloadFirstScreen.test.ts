import { beforeEach, describe, expect, it, vi } from 'vitest';
import '@/admin-kit/routeEntries';
import { setTokens, setUser } from '@/auth/session';
import { ensureScreenMessages } from '@/i18n/screenMessages';
import { loadAdmin } from '@/root/loadAdmin';
import { preloadFirstScreen } from '@/root/preloadFirstScreen';
import { findRoute } from '@/routes/table';
import type { RouteEntry } from '@/routes/types';

// The admin's root chunk stands in with the same route table (areas included) it would bring.
vi.mock('@/root/loadAdmin', async () => {
  const { findRoute: firstRouteOf } = await import('@/routes/table');
  return { loadAdmin: vi.fn(() => Promise.resolve({ firstRouteOf })) };
});
vi.mock('@/i18n/screenMessages', () => ({ ensureScreenMessages: vi.fn(() => Promise.resolve()) }));

/** The route's own screen loader, watched (the preloader finds the same entry in the same route table). */
function watchScreen(path: string) {
  const entry: RouteEntry | undefined = findRoute(path);
  if (!entry) throw new Error(`no route for ${path}`);
  return vi.spyOn(entry, 'screen').mockResolvedValue({ default: () => null });
}

const signIn = () => {
  setTokens('access-token', 'refresh-token');
  setUser({ id: 1, fullName: 'John Doe', username: 'johndoe', email: 'admin@demo.com', role: 'admin', ability: [] });
};

describe('preloading the first screen of a signed-in reload', () => {
  beforeEach(() => vi.clearAllMocks());

  it('starts the admin, then the list screen and the admin strings, on a management list', async () => {
    signIn();
    const screen = watchScreen('/admin');
    await preloadFirstScreen('/admin');
    expect(loadAdmin).toHaveBeenCalledOnce();
    expect(screen).toHaveBeenCalledOnce();
    expect(ensureScreenMessages).toHaveBeenCalledWith('admin');
  });

  it('starts the home screen without feature strings (it shows only the shell strings)', async () => {
    signIn();
    const screen = watchScreen('/home');
    await preloadFirstScreen('/home');
    expect(loadAdmin).toHaveBeenCalledOnce();
    expect(screen).toHaveBeenCalledOnce();
    expect(ensureScreenMessages).not.toHaveBeenCalled();
  });

  it('starts nothing without a session', async () => {
    const screen = watchScreen('/admin');
    await preloadFirstScreen('/admin');
    expect(loadAdmin).not.toHaveBeenCalled();
    expect(screen).not.toHaveBeenCalled();
    expect(ensureScreenMessages).not.toHaveBeenCalled();
  });

  it('starts nothing on a sign-in page, which fetches the admin while idle instead', async () => {
    signIn();
    await preloadFirstScreen('/login');
    expect(loadAdmin).not.toHaveBeenCalled();
    expect(ensureScreenMessages).not.toHaveBeenCalled();
  });
});
