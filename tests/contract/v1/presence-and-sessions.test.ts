// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import type { Permission } from '@schemas/kit/access';
import type { Presence } from '@/contract/events';
import { API_ERRORS } from '@/contract/types';
import { TEST_JWT_SECRET } from '@tests/support/apiServer';
import { DEMO, signIn, TARGETS, useTarget, roleHolder } from './support/target';

/*
 * Security review 4 (../shared/notes/security-review-4.md, issue 46): N6 presence is announced only on a record the
 * caller may read (and edit, to be seen editing); N8 no authenticated answer is kept by a cache; N9 a session belongs
 * to one account.
 */
describe.each(TARGETS)('/v1 presence, caching and sessions, on the %s', (target) => {
  const host = useTarget(target, 'admin');
  const call = (method: string, path: string, token: string, body?: unknown) =>
    host.api.call(method, path, { token, ...(body === undefined ? {} : { body }) });

  const holderOf = async (name: string, permissions: Permission[]) => (await roleHolder(host, name, permissions)).token;

  const companyIn = async (name: string, country: string): Promise<number> => {
    const created = await call('POST', '/company', host.token, { name, industry: 'technology', country });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as number;
  };

  /** The admin's event stream: the presences it hears, until closed. */
  async function presencesHeardBy(token: string) {
    const controller = new AbortController();
    const response = await host.api.respond('GET', '/events', { token, headers: {} });
    expect(response.status).toBe(200);
    const heard: Presence[] = [];
    let ready = false;
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    controller.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined));
    void (async () => {
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: ready')) ready = true;
          const data = /^data: ?(.*)$/m.exec(block)?.[1];
          if (block.includes('event: presence') && data) heard.push(JSON.parse(data) as Presence);
        }
      }
    })();
    for (const start = Date.now(); !ready && Date.now() - start < 10_000;)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return { heard, close: () => controller.abort() };
  }

  const announce = (token: string, area: string, recordId: number, state: string) =>
    call('POST', '/events/presence', token, { area, recordId, state });

  it('N6: presence only on a live record the caller may read, and edit to be seen editing; 404 otherwise', async () => {
    const lisbon = await companyIn('Presence Lisbon', 'PT');
    const paris = await companyIn('Presence Paris', 'FR');
    const trashed = await companyIn('Presence Porto', 'PT');
    expect((await call('DELETE', `/company/${trashed}`, host.token)).status).toBe(200);
    const clerk = await holderOf('Presence clerk', [
      { subject: 'company', actions: ['read', 'edit'], conditions: { country: 'PT' } },
    ]);
    // Reads every company, edits those of Portugal.
    const reader = await holderOf('Presence reader', [
      { subject: 'company', actions: ['read'] },
      { subject: 'company', actions: ['edit'], conditions: { country: 'PT' } },
    ]);
    const admin = await presencesHeardBy(host.token);
    try {
      // Outside the clerk's conditions, missing, past any id, or in the trash: not found, whatever the state.
      for (const [recordId, why] of [
        [paris, 'FR'],
        [999_999, 'missing'],
        [9_999_999_999, 'past any id'],
        [trashed, 'trashed'],
      ] as const)
        for (const state of ['viewing', 'editing', 'left']) {
          const refused = await announce(clerk, 'company', recordId, state);
          expect([refused.status, refused.body?.message], `${why} ${state}`).toEqual([404, API_ERRORS.notFound]);
        }
      // A record the caller reads but may not edit: seen viewing it, not editing it (as its PUT: 403).
      expect((await announce(reader, 'company', paris, 'viewing')).status).toBe(204);
      expect((await announce(reader, 'company', paris, 'editing')).status).toBe(403);
      expect((await announce(reader, 'company', lisbon, 'editing')).status).toBe(204);
      expect((await announce(clerk, 'company', lisbon, 'editing')).status).toBe(204);

      const expected = [
        { recordId: paris, state: 'viewing', person: 'Presence reader Holder' },
        { recordId: lisbon, state: 'editing', person: 'Presence reader Holder' },
        { recordId: lisbon, state: 'editing', person: 'Presence clerk Holder' },
      ];
      for (const start = Date.now(); admin.heard.length < expected.length && Date.now() - start < 10_000;)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 200));
      // The admin heard the accepted presences, and none of the refused ones.
      expect(admin.heard.map(({ recordId, state, person }) => ({ recordId, state, person: person.name }))).toEqual(
        expected,
      );
    } finally {
      admin.close();
    }
  });

  it('N8: every answer to a signed-in request is no-store, unless its route says otherwise', async () => {
    const viewer = await signIn(host.api, ...DEMO.viewer);
    const activity = await call('GET', '/activity?range=[0,0]', host.token);
    const activityId = activity.body[0]?.id as number;
    expect(activityId).toBeGreaterThan(0);
    const signedIn: [string, string, string, unknown?][] = [
      ['GET', '/company', host.token],
      ['GET', '/company?filter={"country":"PT"}&sort=["name","ASC"]&range=[0,4]', host.token],
      ['GET', '/company/1', host.token],
      ['GET', '/company/1/history', host.token],
      ['GET', '/company?filter={"trashed":true}', host.token],
      ['GET', '/admin', host.token],
      ['GET', '/role/1', host.token],
      ['GET', '/user', viewer],
      ['GET', '/summary', host.token],
      ['GET', '/search?q=company', host.token],
      ['GET', '/activity', host.token],
      ['GET', `/activity/${activityId}`, host.token],
      ['GET', '/account/me', host.token],
      ['POST', '/company', host.token, { name: 'Cached Nowhere', industry: 'technology', country: 'PT' }],
      ['PUT', '/company/2', host.token, { name: 'Cached Nowhere Either' }],
      // Refusals carry nothing to keep either, and are no-store as well.
      ['GET', '/company/999999', host.token],
      ['PUT', '/company/1', viewer, { name: 'Not mine' }],
      ['GET', '/company?filter={"nope":1}', host.token],
    ];
    for (const [method, path, token, body] of signedIn) {
      const answer = await call(method, path, token, body);
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      expect(answer.headers.get('Cache-Control'), `${method} ${path} (${answer.status})`).toBe('no-store');
    }
    // Routes with their own: export and the caller's OpenAPI document (private, no-store), the event stream.
    const exported = await call('GET', '/company/export?format=csv', host.token);
    expect(exported.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await call('GET', '/openapi.json', host.token)).headers.get('Cache-Control')).toBe('private, no-store');
    const stream = await host.api.respond('GET', '/events', { token: host.token });
    expect(stream.headers.get('Cache-Control')).toBe('no-store');
    await stream.body?.cancel();
    // Without a session: the public document may be cached; a sign-in's tokens may not.
    expect((await host.api.call('GET', '/openapi.json')).headers.get('Cache-Control')).toBeNull();
    const login = await host.api.call('POST', '/auth/login', { body: { email: DEMO.admin[0], password: 'wrong' } });
    expect(login.headers.get('Cache-Control')).toBe('no-store');
  });

  describe('N9: a session belongs to its account', () => {
    const secret = new TextEncoder().encode(TEST_JWT_SECRET);
    /** A token signed with the server's secret (as if it had leaked). */
    const forge = (kind: 'access' | 'refresh', sub: number, fam: string) => {
      const iat = Math.floor(Date.now() / 1000);
      return new SignJWT({ kind, fam })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(sub))
        .setJti(crypto.randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(iat + 300)
        .sign(secret);
    };
    const familyOf = (token: string) => decodeJwt(token).fam as string;

    it("an access token naming another account's live session is 401", async () => {
      const viewer = await signIn(host.api, ...DEMO.viewer);
      const viewerId = (await call('GET', '/account/me', viewer)).body.id as number;
      const adminId = (await call('GET', '/account/me', host.token)).body.id as number;
      // The forgery itself is sound: the viewer's own session, so signed, is the viewer.
      const own = await call('GET', '/account/me', await forge('access', viewerId, familyOf(viewer)));
      expect([own.status, own.body?.id]).toEqual([200, viewerId]);
      // The viewer's id with the admin's session, and the admin's id with the viewer's: neither is anyone.
      for (const [sub, fam] of [
        [viewerId, familyOf(host.token)],
        [adminId, familyOf(viewer)],
      ] as const)
        for (const path of ['/account/me', '/company/1', '/summary']) {
          const answer = await call('GET', path, await forge('access', sub, fam));
          expect([answer.status, answer.body?.message], `${sub} in ${fam}: ${path}`).toEqual([
            401,
            API_ERRORS.unauthorized,
          ]);
        }
      // Both real sessions go on.
      expect((await call('GET', '/account/me', host.token)).body.id).toBe(adminId);
      expect((await call('GET', '/account/me', viewer)).body.id).toBe(viewerId);
    });

    it("a sign-out with a refresh token naming another account's session leaves that session open", async () => {
      const viewer = await signIn(host.api, ...DEMO.viewer);
      const viewerId = (await call('GET', '/account/me', viewer)).body.id as number;
      const refreshToken = await forge('refresh', viewerId, familyOf(host.token));
      expect((await host.api.call('POST', '/jwt/logout', { body: { refreshToken } })).status).toBe(200);
      expect((await call('GET', '/account/me', host.token)).status).toBe(200);
    });
  });
});
