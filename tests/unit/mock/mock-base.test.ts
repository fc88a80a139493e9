import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { buildFixtures } from '@fixtures/index';
import { mockDb, openMockDb, resetMockDb } from '@/mock/db';
import { handlers } from '@/mock/handlers';
import { UNHANDLED_REQUESTS } from '@/mock/workerSetup';
import { demoNotesHandlers } from '@tests/support/demoNotes';
import { serveMockApi } from '@tests/support/mockApi';

// The worker as the app starts it in server mode (startMockApi.ts), plus the test-only /demo/notes.
const { store } = serveMockApi({
  handlers: [...handlers, ...demoNotesHandlers],
  onUnhandledRequest: UNHANDLED_REQUESTS,
});
const api = (path: string) => new URL(path, window.location.origin).toString();

describe('mock-API base', () => {
  it('builds the same fixtures every time', () => {
    expect(buildFixtures()).toEqual(buildFixtures());
  });

  it('serves collections built from the fixtures', async () => {
    const response = await fetch(api('/demo/notes'));
    const body = await response.json();
    expect(body.notes).toHaveLength(3);
  });

  it('keeps a change across a reload and forgets it after reset', async () => {
    const created = await fetch(api('/demo/notes'), { method: 'POST', body: JSON.stringify({ text: 'Remember me' }) });
    expect(created.status).toBe(201);
    await openMockDb(store()); // what a page reload does
    expect(
      mockDb()
        .getAll('demoNotes')
        .map((n) => n.text),
    ).toContain('Remember me');
    await resetMockDb();
    await openMockDb(store());
    expect(
      mockDb()
        .getAll('demoNotes')
        .map((n) => n.text),
    ).not.toContain('Remember me');
  });

  it('rejects bad input with a field message', async () => {
    const response = await fetch(api('/demo/notes'), { method: 'POST', body: JSON.stringify({ text: ' ' }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { text: 'Please enter a note' } });
  });

  it('lets requests it does not handle pass through to the network', async () => {
    const network = createServer((request, response) => response.end(`network: ${request.url}`));
    await new Promise<void>((resolve) => network.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = network.address() as AddressInfo;
      expect(await (await fetch(`http://127.0.0.1:${port}/not/mocked`)).text()).toBe('network: /not/mocked');
    } finally {
      await new Promise((resolve) => network.close(resolve));
    }
  });

  it('answers no /v1 call itself: the API server does (in the browser-only mode, its app in the page)', async () => {
    for (const path of ['/v1/user', '/v1/auth/login', '/v1/account/me', '/v1/summary'])
      expect(await getResponse(handlers, new Request(api(path)))).toBeUndefined();
  });

  it('subscribes an address from the coming-soon page once', async () => {
    const send = (email: string) => fetch(api('/misc/notify'), { method: 'POST', body: JSON.stringify({ email }) });
    expect((await send('ada@example.com')).status).toBe(201);
    expect((await send('ADA@example.com')).status).toBe(200);
    expect((await send('nope')).status).toBe(400);
    expect(mockDb().getAll('notifySubscribers', { filter: { email: 'ada@example.com' } })).toHaveLength(1);
  });
});
