// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { startTestApiServer, TEST_JWT_SECRET, type TestApiServer } from '@tests/support/apiServer';
import { createApp } from '../../server/app';
import { EVENTS_CHANNEL } from '../../server/events/channels';
import { nodePlatform } from '../../server/platform/node';
import type { LiveEvent, Presence } from '@/contract/events';
import { API_ERRORS } from '@/contract/types';
import { REPLAY_LIMIT, STREAMS_PER_ACCOUNT } from '../../server/events/hub';

/* GET /v1/events (issue "Teams see each other live"): committed changes, to those who may read their area. */
describe('the event stream', () => {
  let server: TestApiServer;
  const tokens: Record<string, string> = {};
  const open: Array<() => void> = [];
  beforeAll(async () => {
    server = await startTestApiServer();
    await server.reset();
    for (const who of ['admin', 'client', 'viewer', 'content', 'editor']) {
      const answer = await server.app.request('/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `${who}@demo.com`, password: who }),
      });
      tokens[who] = ((await answer.json()) as { accessToken: string }).accessToken;
    }
  }, 60_000);
  // Each test's streams end with it (an account may hold only a few at once: STREAMS_PER_ACCOUNT).
  afterEach(async () => {
    for (const close of open.splice(0)) close();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  afterAll(() => server.close());

  /** Opens a stream and collects what it sends, parsed. */
  async function stream(
    who: string,
    headers: Record<string, string> = {},
    app: { request: Hono['request'] } = server.app,
  ) {
    const controller = new AbortController();
    const response = await app.request('/v1/events', {
      headers: { Authorization: `Bearer ${tokens[who]}`, ...headers },
      signal: controller.signal,
    });
    const received: Array<{ event: string; id?: string; data: string }> = [];
    let ended = false;
    // A browser going away: the request aborted and its body cancelled (what ends the stream on the server).
    let close = () => controller.abort();
    if (response.status === 200) {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      close = () => {
        controller.abort();
        void reader.cancel().catch(() => undefined);
      };
      open.push(close);
      void (async () => {
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
          if (done) return void (ended = true);
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const field = (name: string) =>
              block
                .split('\n')
                .find((line) => line.startsWith(`${name}:`))
                ?.slice(name.length + 1)
                .trim();
            if (field('event')) received.push({ event: field('event')!, id: field('id'), data: field('data') ?? '' });
          }
        }
      })();
    }
    const changes = () => received.filter((r) => r.event === 'change').map((r) => JSON.parse(r.data) as LiveEvent);
    const presences = () => received.filter((r) => r.event === 'presence').map((r) => JSON.parse(r.data) as Presence);
    const until = async (check: () => boolean, ms = 10_000) => {
      for (const start = Date.now(); !check();) {
        if (Date.now() - start > ms) throw new Error(`not received in ${ms} ms: ${JSON.stringify(received)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await until(() => response.status !== 200 || received.some((r) => r.event === 'ready'));
    return { response, received, changes, presences, until, close, ended: () => ended };
  }

  const createCompany = async (name: string, country = 'PT') => {
    const answer = await server.app.request('/v1/company', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.admin}` },
      body: JSON.stringify({ name, industry: 'technology', country }),
    });
    expect(answer.status, await answer.clone().text()).toBe(201);
    return ((await answer.json()) as { id: number }).id;
  };

  it('sends a committed create to those who read the area, with who did it; not to those who cannot', async () => {
    const admin = await stream('admin');
    const viewer = await stream('viewer');
    const client = await stream('client');
    const id = await createCompany('Live Events One');
    await admin.until(() => admin.changes().some((e) => e.area === 'company' && e.recordId === id));
    const event = admin.changes().find((e) => e.recordId === id)!;
    expect(event).toMatchObject({ area: 'company', action: 'create', actor: { id: 1, name: 'John Doe' } });
    expect(admin.received.find((r) => r.event === 'change')?.id).toBe(String(event.id));
    await viewer.until(() => viewer.changes().some((e) => e.recordId === id && e.area === 'company'));
    // The client reads no management area: a later change the admin sees has reached it too, and it got nothing.
    const second = await createCompany('Live Events Two');
    await admin.until(() => admin.changes().some((e) => e.recordId === second));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.changes().filter((e) => e.area === 'company')).toEqual([]);
  });

  it('a role without the area (Content manager: no companies) gets none of its events, live or replayed', async () => {
    const content = await stream('content');
    const admin = await stream('admin');
    const before = admin.changes().length;
    const company = await createCompany('Live Events Not For Content');
    const page = await server.app.request('/v1/content-privacy', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.admin}` },
      body: JSON.stringify({
        title: 'Live events policy',
        languageId: 1,
        body: '<p>Live.</p>',
        policyVersion: '9.1',
        effectiveDate: '2026-12-01',
      }),
    });
    expect(page.status, await page.clone().text()).toBe(201);
    const pageId = ((await page.json()) as { id: number }).id;
    await content.until(() => content.changes().some((e) => e.area === 'content-privacy' && e.recordId === pageId));
    await admin.until(() => admin.changes().length >= before + 2);
    expect(content.changes().filter((e) => e.area === 'company')).toEqual([]);
    // Resuming from before both: the replay is filtered the same way.
    const from = admin.changes().find((e) => e.recordId === company && e.area === 'company')!.id - 1;
    const resumed = await stream('content', { 'Last-Event-ID': String(from) });
    await resumed.until(() => resumed.changes().some((e) => e.recordId === pageId));
    expect(resumed.changes().map((e) => e.area)).toEqual(['content-privacy']);
  });

  it('a role limited to some records (country = PT) gets only their events, live or replayed', async () => {
    const post = async (path: string, body: unknown, token = tokens.admin) => {
      const answer = await server.app.request(`/v1${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      expect(answer.status, await answer.clone().text()).toBeLessThan(300);
      return (await answer.json()) as { id: number; accessToken: string };
    };
    const role = await post('/role', {
      name: 'Live Portugal desk',
      permissions: [{ subject: 'company', actions: ['read'], conditions: { country: 'PT' } }],
    });
    const email = 'live.portugal@example.com';
    await post('/admin', {
      fullName: 'Live Portugal',
      email,
      password: 'Sturdy-2026',
      roleId: role.id,
      status: 'active',
    });
    tokens.portugal = (await post('/auth/login', { email, password: 'Sturdy-2026' }, '')).accessToken;
    const portugal = await stream('portugal');
    const spain = await createCompany('Live Events Madrid', 'ES');
    const lisbon = await createCompany('Live Events Lisbon', 'PT');
    // Events arrive in order: once Lisbon's is in, Madrid's was judged already.
    await portugal.until(() => portugal.changes().some((e) => e.recordId === lisbon && e.area === 'company'));
    expect(portugal.changes().filter((e) => e.recordId === spain && e.area === 'company')).toEqual([]);
    const resumed = await stream('portugal', { 'Last-Event-ID': '0' });
    await resumed.until(() => resumed.changes().some((e) => e.recordId === lisbon && e.area === 'company'));
    expect(resumed.changes().filter((e) => e.recordId === spain && e.area === 'company')).toEqual([]);
  });

  it('a role that loses an area stops receiving its events at once, on the stream already open', async () => {
    const editor = await stream('editor');
    const admin = await stream('admin');
    const seen = await createCompany('Live Events Editor Sees');
    await editor.until(() => editor.changes().some((e) => e.recordId === seen && e.area === 'company'));
    const auth = { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.admin}` };
    const roles = (await (
      await server.app.request('/v1/role?filter={"q":"Editor"}', { headers: auth })
    ).json()) as Array<{
      id: number;
      name: string;
      version: number;
    }>;
    const role = roles.find((r) => r.name === 'Editor')!;
    const changed = await server.app.request(`/v1/role/${role.id}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ permissions: [{ subject: 'language', actions: ['read'] }], version: role.version }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const hidden = await createCompany('Live Events Editor No Longer Sees');
    await admin.until(() => admin.changes().some((e) => e.recordId === hidden && e.area === 'company'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(
      editor
        .changes()
        .filter((e) => e.area === 'company')
        .map((e) => e.recordId),
    ).toEqual([seen]);
  });

  it('a viewer gets no event of an area its role stops reading, live or replayed', async () => {
    const auth = { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.admin}` };
    const roles = (await (await server.app.request('/v1/role?filter={"q":"Viewer"}', { headers: auth })).json()) as {
      id: number;
      name: string;
      version: number;
      permissions: { subject: string; actions: string[] }[];
    }[];
    const role = roles.find((r) => r.name === 'Viewer')!;
    const viewer = await stream('viewer');
    const admin = await stream('admin');
    const before = await createCompany('Live Events Viewer Sees');
    await viewer.until(() => viewer.changes().some((e) => e.recordId === before && e.area === 'company'));
    const without = role.permissions.filter((p) => p.subject !== 'company');
    const changed = await server.app.request(`/v1/role/${role.id}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ permissions: without, version: role.version }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    try {
      const after = await createCompany('Live Events Viewer No Longer Sees');
      await admin.until(() => admin.changes().some((e) => e.recordId === after && e.area === 'company'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const companies = (s: Awaited<ReturnType<typeof stream>>) =>
        s
          .changes()
          .filter((e) => e.area === 'company')
          .map((e) => e.recordId);
      expect(companies(viewer)).toEqual([before]);
      // Resuming from before both: only what the role reads now.
      const from = admin.changes().find((e) => e.recordId === before && e.area === 'company')!.id - 1;
      const resumed = await stream('viewer', { 'Last-Event-ID': String(from) });
      await resumed.until(() => resumed.changes().some((e) => e.area === 'role'));
      expect(companies(resumed)).toEqual([]);
    } finally {
      const current = (await (await server.app.request(`/v1/role/${role.id}`, { headers: auth })).json()) as {
        version: number;
      };
      await server.app.request(`/v1/role/${role.id}`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({ permissions: role.permissions, version: current.version }),
      });
    }
  });

  it('a write refused at validation sends nothing', async () => {
    const admin = await stream('admin');
    const refused = await server.app.request('/v1/company', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens.admin}` },
      body: JSON.stringify({ name: '' }),
    });
    expect(refused.status).toBe(400);
    const id = await createCompany('Live Events After');
    await admin.until(() => admin.changes().some((e) => e.recordId === id));
    expect(admin.changes().map((e) => e.recordId)).toEqual([id]);
  });

  it('a resumed stream sends a replayed event once, when its notice comes after the replay', async () => {
    // An app whose change notices wait until released, as a notice still on its way while the replay reads.
    let held: Array<() => void> | undefined = [];
    const app = await createApp({
      db: server.database.db,
      listen: (channel, onPayload, onGap) =>
        server.database.listen!(
          channel,
          (payload) => (held && channel === EVENTS_CHANNEL ? held.push(() => onPayload(payload)) : onPayload(payload)),
          onGap,
        ),
      config: { jwtSecret: TEST_JWT_SECRET, platform: nodePlatform, log: () => undefined, principalCacheMs: 0 },
    });
    try {
      const first = await stream('admin', {}, app);
      const before = await createCompany('Live Events Held Before');
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const release of held.splice(0)) release();
      await first.until(() => first.changes().some((e) => e.recordId === before));
      const lastId = first.changes().at(-1)!.id;
      first.close();
      const missed = [await createCompany('Live Events Held A'), await createCompany('Live Events Held B')];
      await new Promise((resolve) => setTimeout(resolve, 200)); // their notices are held by now
      const resumed = await stream('admin', { 'Last-Event-ID': String(lastId) }, app);
      await resumed.until(() => resumed.changes().length >= 2);
      const late = held.splice(0);
      held = undefined;
      expect(late.length).toBeGreaterThanOrEqual(2);
      for (const release of late) release();
      const after = await createCompany('Live Events Held After');
      await resumed.until(() => resumed.changes().some((e) => e.recordId === after));
      expect(resumed.changes().map((e) => e.recordId)).toEqual([...missed, after]);
    } finally {
      await app.closeStreams();
    }
  });

  it('a burst of changes larger than one read (an import of 70,000 rows) reaches the open streams', async () => {
    const watcher = await stream('admin');
    const id = await createCompany('Live Events Burst');
    await watcher.until(() => watcher.changes().some((e) => e.recordId === id));
    const before = watcher.changes().length;
    // One statement, one commit, 70,000 notices: more ids than one query may carry as parameters (65,535).
    await server.database.db.execute(
      sql`insert into activity (area, "recordId", action, "actorId", "actorName", changes)
        select 'company', ${id}, 'update', 1, 'John Doe', '[]'::jsonb from generate_series(1, 70000)`,
    );
    // The stream is handed every event of the burst, or, once it holds more than it may queue, is ended (the app
    // resumes and is told to reload: the case above). Either way it is not left believing nothing happened.
    await watcher.until(() => watcher.ended() || watcher.changes().length - before === 70_000, 60_000);
  }, 120_000);

  it('Last-Event-ID resumes with what was missed, in order', async () => {
    const first = await stream('admin');
    const id = await createCompany('Live Events Before');
    await first.until(() => first.changes().some((e) => e.recordId === id));
    const lastId = first.changes().at(-1)!.id;
    first.close();
    const missed = [await createCompany('Live Events Missed A'), await createCompany('Live Events Missed B')];
    const resumed = await stream('admin', { 'Last-Event-ID': String(lastId) });
    await resumed.until(() => resumed.changes().length >= 2);
    expect(resumed.changes().map((e) => e.recordId)).toEqual(missed);
  });

  it('a resume from further back than the replay window is told to reload, not handed part of what it missed', async () => {
    const first = await stream('admin');
    // Stays open: the entries below reach it live, and the resume starts once they all have (else they reach the
    // resumed stream live too, as they may with PostgreSQL's NOTIFY).
    const watcher = await stream('admin');
    const id = await createCompany('Live Events Before The Gap');
    await first.until(() => first.changes().some((e) => e.recordId === id));
    const lastId = first.changes().at(-1)!.id;
    first.close();
    // More entries than a resume replays, written while the stream was away.
    const activity = server.schema.areas.activity;
    await server.database.db.insert(activity).values(
      Array.from({ length: REPLAY_LIMIT + 1 }, () => ({
        area: 'company',
        recordId: id,
        action: 'update' as const,
        actorId: 1,
        actorName: 'John Doe',
        changes: [],
      })),
    );
    await watcher.until(() => watcher.changes().filter((e) => e.action === 'update').length > REPLAY_LIMIT);
    const resumed = await stream('admin', { 'Last-Event-ID': String(lastId) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(resumed.received.map((r) => r.event)).toEqual(['reload', 'ready']);
    // A resume inside the window gets the missed ones and no reload.
    const near = await stream('admin', { 'Last-Event-ID': String(lastId + REPLAY_LIMIT) });
    await near.until(() => near.changes().length >= 1);
    expect(near.received.map((r) => r.event)).not.toContain('reload');
    expect(near.changes()[0].id).toBe(lastId + REPLAY_LIMIT + 1);
  });

  it('refuses what it does not serve: no session, a bad Last-Event-ID', async () => {
    expect((await server.app.request('/v1/events')).status).toBe(401);
    expect((await stream('viewer', { 'Last-Event-ID': 'abc' })).response.status).toBe(400);
  });

  it('streams per account scale with the role: a Client holds 2, a reader 4, while an administrator still opens more', async () => {
    for (const [who, cap] of [
      ['client', STREAMS_PER_ACCOUNT.client],
      ['viewer', STREAMS_PER_ACCOUNT.reader],
    ] as const) {
      for (let n = 0; n < cap; n++) expect((await stream(who)).response.status, `${who} ${n + 1}`).toBe(200);
      const refused = await stream(who);
      expect(refused.response.status, `${who} ${cap + 1}`).toBe(503);
      expect(refused.response.headers.get('Retry-After')).toBe('30');
    }
    // Past what the others may hold, the administrator's streams still open (it works in more tabs).
    for (let n = 0; n <= STREAMS_PER_ACCOUNT.reader; n++) expect((await stream('admin')).response.status).toBe(200);
    // One closed, the Client opens one again.
    open.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await stream('client')).response.status).toBe(200);
  });

  const announce = (who: string, body: unknown) =>
    server.app.request('/v1/events/presence', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[who]}` },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('a presence reaches the streams that read the area, named from the session; nothing else is stored or resumed', async () => {
    const viewer = await stream('viewer');
    const content = await stream('content');
    const answer = await announce('admin', { area: 'company', recordId: 3, state: 'editing' });
    expect(answer.status).toBe(204);
    await viewer.until(() => viewer.presences().length > 0);
    expect(viewer.presences()[0]).toMatchObject({
      area: 'company',
      recordId: 3,
      state: 'editing',
      person: { id: 1, name: 'John Doe' },
    });
    // A presence has no event id: a resume starts after the last change, not after it.
    expect(viewer.received.find((r) => r.event === 'presence')?.id).toBeUndefined();
    expect((await announce('admin', { area: 'company', recordId: 3, state: 'left' })).status).toBe(204);
    await viewer.until(() => viewer.presences().some((p) => p.state === 'left'));
    // The Content manager reads no companies: it heard of neither.
    expect(content.presences()).toEqual([]);
    expect((await announce('content', { area: 'content-privacy', recordId: 1, state: 'viewing' })).status).toBe(204);
    await content.until(() => content.presences().some((p) => p.area === 'content-privacy'));
  });

  it('a presence is refused without the right to be seen there, and for a body that is not one', async () => {
    const admin = await stream('admin');
    expect((await server.app.request('/v1/events/presence', { method: 'POST', body: '{}' })).status).toBe(401);
    // The viewer reads companies but may not edit them; the content manager does not read them.
    expect((await announce('viewer', { area: 'company', recordId: 1, state: 'editing' })).status).toBe(403);
    expect((await announce('content', { area: 'company', recordId: 1, state: 'viewing' })).status).toBe(403);
    const hostile: [unknown, string[]][] = [
      ['not json', []],
      [[], []],
      [{ area: 'company', recordId: 1, state: 'editing', person: { id: 99, name: 'Someone Else' } }, ['person']],
      [{ area: '__proto__', recordId: 1, state: 'viewing' }, ['area']],
      [{ area: 'company', recordId: '1; drop table company', state: 'viewing' }, ['recordId']],
      [{ area: 'company', recordId: 1.5, state: 'viewing' }, ['recordId']],
      [{ area: 'company', recordId: -1, state: 'viewing' }, ['recordId']],
      [{ area: 'company', recordId: 1, state: 'owning' }, ['state']],
      [{ area: { $ne: null }, recordId: 1, state: 'viewing' }, ['area']],
    ];
    for (const [body, fields] of hostile) {
      const answer = await announce('admin', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const { errors = {} } = (await answer.json()) as { errors?: Record<string, string> };
      for (const field of fields) expect(errors[field], JSON.stringify(body)).toMatch(/^adminKit\.validation\./);
    }
    // A body past the API's size limit is refused before it is read.
    const huge = await announce('admin', {
      area: 'company',
      recordId: 1,
      state: 'viewing',
      pad: 'x'.repeat(2_000_000),
    });
    expect(huge.status).toBe(413);
    // None of those reached a stream (the refused 'editing' by the viewer included).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(admin.presences()).toEqual([]);
  });

  it('presences are limited per account: beyond the limit 429 with Retry-After, and nothing reaches a stream', async () => {
    const limited = await startTestApiServer({ limits: { presencesPerAccount: { limit: 3, windowSeconds: 60 } } });
    try {
      await limited.reset();
      const tokenOf = async (who: string) => {
        const login = await limited.app.request('/v1/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: `${who}@demo.com`, password: who }),
        });
        return ((await login.json()) as { accessToken: string }).accessToken;
      };
      const send = (token: string, recordId: number) =>
        limited.app.request('/v1/events/presence', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify({ area: 'company', recordId, state: 'viewing' }),
        });
      const admin = await tokenOf('admin');
      for (const recordId of [1, 2, 3]) expect((await send(admin, recordId)).status).toBe(204);
      const refused = await send(admin, 4);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { message: string }).message).toBe(API_ERRORS.tooManyRequests);
      // Another account has a count of its own.
      expect((await send(await tokenOf('viewer'), 4)).status).toBe(204);
      limited.advanceClock(61);
      expect((await send(admin, 4)).status).toBe(204);
    } finally {
      await limited.close();
    }
  });
});
