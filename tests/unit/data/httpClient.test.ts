import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createHttpClient,
  ServerUnreachableError,
  SESSION_ENDED_EVENT,
  SessionEndedError,
  type HttpClientDeps,
} from '@/data/httpClient';
import { getAccessToken, getRefreshToken, getUser, setTokens, setUser, type SessionUser } from '@/auth/session';

const API = 'http://api.test/v1';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  url: string;
  auth: string | null;
  body?: string;
}

/** A fake server: `valid` is the access token it accepts; refresh answers with new tokens (or fails). */
function fakeServer(options: { refreshFails?: boolean; delayMs?: number; userData?: SessionUser } = {}) {
  const calls: Call[] = [];
  let valid = 'new-access';
  let refreshes = 0;
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const auth = new Headers(init?.headers).get('Authorization');
    calls.push({ url, auth, body: typeof init?.body === 'string' ? init.body : undefined });
    if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    if (url.endsWith('/auth/refresh-token')) {
      refreshes++;
      await new Promise((r) => setTimeout(r, options.delayMs ?? 5));
      if (options.refreshFails) return json(401, { error: 'Invalid refresh token' });
      valid = `new-access-${refreshes}`;
      return json(201, {
        accessToken: valid,
        refreshToken: `new-refresh-${refreshes}`,
        ...(options.userData && { userData: options.userData }),
      });
    }
    if (url.includes('/login-wrong-1')) return json(401, { message: 'Email not registered' });
    if (url.includes('/login-wrong-2')) return json(401, { message: 'Incorrect email or password' });
    if (auth === `Bearer ${valid}` || url.includes('/account/')) return json(200, { ok: true, url });
    return json(401, { message: 'Unauthorized' });
  });
  return { fetchImpl, calls, refreshCount: () => refreshes };
}

function client(server: ReturnType<typeof fakeServer>, extra: Partial<HttpClientDeps> = {}) {
  return createHttpClient({
    fetch: server.fetchImpl as unknown as typeof fetch,
    apiUrl: API,
    withLock: (run) => run(),
    retryDelays: [1, 1],
    ...extra,
  });
}

/** A server whose refresh endpoint fails `failures` times with `failure` before it answers normally. */
function flakyRefresh(failures: number, failure: () => Promise<Response>) {
  const server = fakeServer();
  const answer = server.fetchImpl.getMockImplementation()!;
  let left = failures;
  server.fetchImpl.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/auth/refresh-token') && left > 0) {
      left--;
      server.calls.push({ url: String(input), auth: null });
      return failure();
    }
    return answer(input, init);
  });
  return server;
}

beforeEach(() => {
  localStorage.clear();
  setUser({ id: 1, fullName: 'A', username: 'a', email: 'a@x', role: 'admin', ability: [] });
  setTokens('expired-access', 'old-refresh');
});

describe('HTTP client', () => {
  it('20 concurrent 401s cause exactly one refresh and 20 replays with the new token', async () => {
    const server = fakeServer({ delayMs: 20 });
    const request = client(server);
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => request(`items/${i}`)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(server.refreshCount()).toBe(1);
    const replays = server.calls.filter((c) => c.url.includes('/items/') && c.auth === 'Bearer new-access-1');
    expect(replays).toHaveLength(20);
    const refreshCall = server.calls.find((c) => c.url.endsWith('/auth/refresh-token'))!;
    expect(JSON.parse(refreshCall.body!)).toEqual({ refreshToken: 'old-refresh' });
    expect(refreshCall.auth).toBe('Bearer expired-access');
    expect(getAccessToken()).toBe('new-access-1');
    expect(getRefreshToken()).toBe('new-refresh-1');
  });

  it('stores the person the refresh answer carries, so a changed role reaches the menus', async () => {
    const demoted: SessionUser = {
      id: 1,
      fullName: 'A',
      username: 'a',
      email: 'a@x',
      role: 'client',
      ability: [{ action: 'read', subject: 'Auth' }],
    };
    const server = fakeServer({ userData: demoted });
    expect((await client(server)('items/1')).status).toBe(200);
    expect(server.refreshCount()).toBe(1);
    expect(getUser()).toEqual(demoted);
  });

  it('keeps the stored person when the refresh answer has none', async () => {
    const server = fakeServer();
    await client(server)('items/1');
    expect(server.refreshCount()).toBe(1);
    expect(getUser()).toMatchObject({ role: 'admin', ability: [] });
  });

  it('never refreshes on the two wrong-credential messages', async () => {
    const server = fakeServer();
    const request = client(server);
    expect((await request('login-wrong-1')).status).toBe(401);
    expect((await request('login-wrong-2')).status).toBe(401);
    expect(server.refreshCount()).toBe(0);
  });

  it('sends no bearer on the three account calls', async () => {
    const server = fakeServer();
    const request = client(server);
    for (const path of ['account/forgot-password', 'account/reset-password', 'account/resend-otp'])
      await request(path, { method: 'POST' });
    await request('items/1');
    expect(server.calls.filter((c) => c.url.includes('/account/')).map((c) => c.auth)).toEqual([null, null, null]);
    expect(server.calls.find((c) => c.url.endsWith('/items/1'))!.auth).toBe('Bearer expired-access');
  });

  it('sends the refresh token when no access token is stored', async () => {
    localStorage.removeItem('accessToken');
    const server = fakeServer();
    await client(server)('items/1');
    expect(server.calls[0].auth).toBe('Bearer old-refresh');
  });

  it('a failed refresh rejects every queued call, signs out and says so', async () => {
    const server = fakeServer({ refreshFails: true });
    const request = client(server);
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => request(`items/${i}`)));
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof SessionEndedError)).toBe(true);
    expect(server.refreshCount()).toBe(1);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(getUser()).toBeNull();
    expect(getAccessToken()).toBeNull();
  });

  it('retries each call at most once', async () => {
    const server = fakeServer();
    server.fetchImpl.mockImplementation(async (input: RequestInfo | URL) =>
      String(input).endsWith('/auth/refresh-token')
        ? json(201, { accessToken: 'a2', refreshToken: 'r2' })
        : json(401, { message: 'nope' }),
    );
    const response = await client(server)('items/1');
    expect(response.status).toBe(401);
    expect(server.fetchImpl.mock.calls.filter(([u]) => String(u).endsWith('/items/1'))).toHaveLength(2);
  });

  it('an aborted call stays aborted, before and during a refresh', async () => {
    const server = fakeServer({ delayMs: 30 });
    const request = client(server);
    const before = new AbortController();
    before.abort();
    await expect(request('items/1', { signal: before.signal })).rejects.toThrow(/Abort/);
    const during = new AbortController();
    const pending = request('items/2', { signal: during.signal });
    setTimeout(() => during.abort(), 10);
    await expect(pending).rejects.toThrow();
    expect(
      server.calls.filter((c) => c.url.endsWith('/items/2') && c.auth?.startsWith('Bearer new-access')),
    ).toHaveLength(0);
  });

  it('reuses tokens another tab refreshed while this one waited for the lock', async () => {
    const server = fakeServer();
    const request = createHttpClient({
      fetch: server.fetchImpl as unknown as typeof fetch,
      apiUrl: API,
      withLock: async (run) => {
        setTokens('new-access', 'other-tab-refresh'); // the other tab finished first
        return run();
      },
    });
    const response = await request('items/1');
    expect(response.status).toBe(200);
    expect(server.refreshCount()).toBe(0);
    expect(getRefreshToken()).toBe('other-tab-refresh');
  });

  describe('when the refresh cannot reach the server', () => {
    const refreshCalls = (server: ReturnType<typeof fakeServer>) =>
      server.calls.filter((c) => c.url.endsWith('/auth/refresh-token')).length;

    it('retries a network error with backoff and carries on when the server answers again', async () => {
      const server = flakyRefresh(2, () => Promise.reject(new TypeError('Failed to fetch')));
      const response = await client(server)('items/1');
      expect(response.status).toBe(200);
      expect(refreshCalls(server)).toBe(3);
      expect(getUser()).not.toBeNull();
    });

    it('after its retries says the server is unreachable and keeps the session, for a 5xx as for a network error', async () => {
      for (const failure of [
        () => Promise.resolve(json(502, {})),
        () => Promise.reject(new TypeError('Failed to fetch')),
      ]) {
        setTokens('expired-access', 'old-refresh');
        const server = flakyRefresh(10, failure);
        const ended = vi.fn();
        window.addEventListener(SESSION_ENDED_EVENT, ended);
        const outcome = await client(server)('items/1').catch((error: unknown) => error);
        window.removeEventListener(SESSION_ENDED_EVENT, ended);
        expect(outcome).toBeInstanceOf(ServerUnreachableError);
        expect((outcome as Error).message).toBe('auth.serverUnreachable');
        expect(refreshCalls(server)).toBe(3);
        expect(ended).not.toHaveBeenCalled();
        expect(getRefreshToken()).toBe('old-refresh');
        expect(getUser()).not.toBeNull();
      }
    });

    it('gives up on a refresh that hangs after its timeout, so no tab waits forever', async () => {
      const server = flakyRefresh(10, () => new Promise<Response>(() => undefined));
      server.fetchImpl.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/auth/refresh-token')) {
          return new Promise<Response>((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('Timed out', 'TimeoutError'))),
          );
        }
        return json(401, { message: 'Unauthorized' });
      });
      const outcome = await client(server, { refreshTimeoutMs: 20, retryDelays: [] })('items/1').catch(
        (error: unknown) => error,
      );
      expect(outcome).toBeInstanceOf(ServerUnreachableError);
      expect(getRefreshToken()).toBe('old-refresh');
    });
  });

  describe('a sign-in dialog over unsaved work', () => {
    it('replays the call with the token the dialog obtained, without ending the session', async () => {
      const server = fakeServer({ refreshFails: true });
      const ended = vi.fn();
      window.addEventListener(SESSION_ENDED_EVENT, ended);
      const reauthenticate = vi.fn(async () => {
        setTokens('new-access', 'dialog-refresh');
        return 'new-access';
      });
      const response = await client(server, { reauthenticate })('items/1', { method: 'PUT', body: '{"title":"kept"}' });
      window.removeEventListener(SESSION_ENDED_EVENT, ended);
      expect(response.status).toBe(200);
      expect(reauthenticate).toHaveBeenCalledTimes(1);
      expect(ended).not.toHaveBeenCalled();
      const replay = server.calls.filter((c) => c.url.endsWith('/items/1')).at(-1)!;
      expect(replay).toMatchObject({ auth: 'Bearer new-access', body: '{"title":"kept"}' });
    });

    it('ends the session when the dialog is dismissed', async () => {
      const server = fakeServer({ refreshFails: true });
      await expect(client(server, { reauthenticate: async () => null })('items/1')).rejects.toBeInstanceOf(
        SessionEndedError,
      );
      expect(getUser()).toBeNull();
    });

    it('lets the dialog sign in while the failed calls wait', async () => {
      const server = fakeServer({ refreshFails: true });
      const request: ReturnType<typeof client> = client(server, {
        reauthenticate: async () => {
          const answer = await request('auth/login', { method: 'POST', body: '{}' });
          expect(answer.status).toBe(401);
          return null;
        },
      });
      await expect(request('items/1')).rejects.toBeInstanceOf(SessionEndedError);
    });
  });

  it('refreshNow trades the refresh token ahead of expiry and stores the new pair', async () => {
    setTokens('still-valid-access', 'old-refresh');
    const server = fakeServer();
    const token = await client(server).refreshNow();
    expect(token).toBe('new-access-1');
    expect(getRefreshToken()).toBe('new-refresh-1');
  });

  it('tells the app before each call whether the API or the demo API answers it', async () => {
    const server = fakeServer();
    const beforeCall = vi.fn(async () => undefined);
    setTokens('new-access', 'r');
    const request = client(server, { beforeCall });
    await request('items/1');
    await request(`${API}/items/2`);
    await request('/apps/email/emails');
    expect(beforeCall.mock.calls).toEqual([['api'], ['api'], ['demo']]);
  });
});

describe('the app’s client in the browser-only mode', () => {
  it('reads the event stream from the API app in the page, with the token; every other call goes through fetch', async () => {
    const { apiFetch, clientHooks } = await import('@/data/httpClient');
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, {}));
    const seen: { url: string; auth: string | null }[] = [];
    clientHooks.inPageApi = async (request) => {
      seen.push({ url: new URL(request.url).pathname, auth: request.headers.get('Authorization') });
      return new Response('event: ready\ndata: {}\n\n', { headers: { 'Content-Type': 'text/event-stream' } });
    };
    try {
      setTokens('page-access', 'page-refresh');
      const stream = await apiFetch('/v1/events', { headers: { Accept: 'text/event-stream' } });
      expect(await stream.text()).toContain('event: ready');
      await apiFetch('/v1/company');
      expect(seen).toEqual([{ url: '/v1/events', auth: 'Bearer page-access' }]);
      expect(network.mock.calls.map(([input]) => String(input))).toEqual(['/v1/company']);
    } finally {
      clientHooks.inPageApi = null;
      network.mockRestore();
    }
  });
});
