// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { TEST_JWT_SECRET } from '@tests/support/apiServer';
import { DEMO, signIn, TARGETS, useTarget, type ApiTarget } from './support/target';

/*
 * What the second security review (../shared/notes/security-review-2.md) got through, each finding replayed as it
 * was found and now refused. The privilege ceiling's property test is tests/unit/contract/privilege-ceiling.test.ts.
 */

/** A role with `permissions` and an active account holding it; answers the account's token and ids. */
export async function accountWithRole(
  api: ApiTarget,
  admin: string,
  name: string,
  permissions: Array<{ subject: string; actions: string[] }>,
) {
  const role = await api.call('POST', '/role', { token: admin, body: { name, permissions } });
  expect(role.status).toBe(201);
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@probe.test`;
  const account = await api.call('POST', '/admin', {
    token: admin,
    body: { fullName: name, email, password: 'Probe2026xx', roleId: role.body.id, status: 'active' },
  });
  expect(account.status).toBe(201);
  return { token: await signIn(api, email, 'Probe2026xx'), roleId: role.body.id as number, id: account.body.id };
}

describe.each(TARGETS)('/v1 security findings on the %s', (target) => {
  const host = useTarget(target);
  const call = (...args: Parameters<ApiTarget['call']>) => host.api.call(...args);

  describe('H1: nobody acts on an account stronger than themselves', () => {
    it('an account manager without manage all cannot set, disable, trash, restore or purge an Administrator', async () => {
      const admin = await signIn(host.api, ...DEMO.admin);
      const manager = await accountWithRole(host.api, admin, 'Account manager', [
        { subject: 'admin', actions: ['manage'] },
        { subject: 'role', actions: ['read'] },
      ]);
      const owner = (await call('GET', '/admin/3', { token: admin })).body;
      expect(owner.email).toBe('owner@demo.com');

      const takeover = await call('PUT', '/admin/3', { token: manager.token, body: { password: 'Pwned2026xx' } });
      expect(takeover.status).toBe(403);
      expect(takeover.body).toEqual({ message: 'adminKit.errors.strongerTarget' });
      expect(
        (await call('POST', '/auth/login', { body: { email: 'owner@demo.com', password: 'Pwned2026xx' } })).status,
      ).toBe(400);
      expect((await call('PUT', '/admin/3', { token: manager.token, body: { status: 'inactive' } })).status).toBe(403);
      expect((await call('DELETE', '/admin/3', { token: manager.token })).status).toBe(403);
      // One the administrator trashed: the manager may neither bring it back nor purge it.
      expect((await call('DELETE', '/admin/3', { token: admin })).status).toBe(200);
      expect((await call('POST', '/admin/3/restore', { token: manager.token })).status).toBe(403);
      expect((await call('DELETE', '/admin/3?purge=true', { token: manager.token })).status).toBe(403);
      expect((await call('POST', '/admin/3/restore', { token: admin })).status).toBe(200);
      expect((await call('GET', '/admin/3', { token: admin })).body).toMatchObject({
        status: 'active',
        version: owner.version,
      });

      // Still allowed: an account no stronger than the manager.
      const reader = await accountWithRole(host.api, admin, 'Account reader', [
        { subject: 'admin', actions: ['read'] },
      ]);
      const renamed = await call('PUT', `/admin/${reader.id}`, { token: manager.token, body: { fullName: 'Renamed' } });
      expect(renamed.status).toBe(200);
    });

    it("an editor of accounts cannot change an Administrator's e-mail", async () => {
      const admin = await signIn(host.api, ...DEMO.admin);
      const editor = await accountWithRole(host.api, admin, 'Admin editor', [
        { subject: 'admin', actions: ['read', 'store', 'edit'] },
        { subject: 'role', actions: ['read'] },
      ]);
      const hijack = await call('PUT', '/admin/1', { token: editor.token, body: { email: 'admin-hijack@probe.test' } });
      expect(hijack.status).toBe(403);
      expect((await call('GET', '/admin/1', { token: admin })).body.email).toBe('admin@demo.com');
    });
  });

  describe('M1: nobody rewrites or removes a role stronger than their own', () => {
    it('a role manager cannot strip the Administrator role, nor trash it', async () => {
      const admin = await signIn(host.api, ...DEMO.admin);
      const manager = await accountWithRole(host.api, admin, 'Role manager', [
        { subject: 'role', actions: ['manage'] },
        { subject: 'admin', actions: ['read'] },
      ]);
      const strip = await call('PUT', '/role/1', {
        token: manager.token,
        body: { permissions: [{ subject: 'role', actions: ['read'] }] },
      });
      expect(strip.status).toBe(403);
      expect((await call('DELETE', '/role/1', { token: manager.token })).status).toBe(403);
      expect((await call('GET', '/role/1', { token: admin })).body.permissions).toEqual([
        { subject: 'all', actions: ['manage'] },
      ]);
      // Its own role and weaker ones stay its to edit.
      const own = (await call('GET', `/role/${manager.roleId}`, { token: admin })).body;
      expect(
        (await call('PUT', `/role/${manager.roleId}`, { token: manager.token, body: { ...own, name: 'Roles' } }))
          .status,
      ).toBe(200);
    });
  });

  describe('L2: a session ends at once', () => {
    const login = async (email: string, password: string) =>
      (await call('POST', '/auth/login', { body: { email, password } })).body as {
        accessToken: string;
        refreshToken: string;
      };
    const me = (token: string) => call('GET', '/account/me', { token });

    it('on sign-out', async () => {
      const session = await login(...DEMO.editor);
      expect((await me(session.accessToken)).status).toBe(200);
      expect((await call('POST', '/jwt/logout', { body: { refreshToken: session.refreshToken } })).status).toBe(200);
      expect((await me(session.accessToken)).status).toBe(401);
      expect((await call('GET', '/company', { token: session.accessToken })).status).toBe(401);
    });

    it('on a replayed refresh token, for every token of that session', async () => {
      const session = await login(...DEMO.editor);
      const next = (await call('POST', '/auth/refresh-token', { body: { refreshToken: session.refreshToken } })).body;
      expect((await me(next.accessToken)).status).toBe(200);
      expect((await call('POST', '/auth/refresh-token', { body: { refreshToken: session.refreshToken } })).status).toBe(
        401,
      );
      expect((await me(next.accessToken)).status).toBe(401);
      expect((await me(session.accessToken)).status).toBe(401);
    });

    it('on a password change elsewhere (the changing session goes on with its new pair)', async () => {
      const stolen = await login(...DEMO.editor);
      const mine = await login(...DEMO.editor);
      const changed = await call('POST', '/account/change-password', {
        token: mine.accessToken,
        body: { currentPassword: 'editor', newPassword: 'Editor-2027x' },
      });
      expect(changed.status).toBe(200);
      expect((await me(stolen.accessToken)).status).toBe(401);
      expect((await me(mine.accessToken)).status).toBe(401);
      expect((await me(changed.body.accessToken)).status).toBe(200);
    });
  });

  describe('I1: tokens are read strictly', () => {
    const secret = new TextEncoder().encode(TEST_JWT_SECRET);
    const forge = async (claims: Record<string, unknown>, { exp = true } = {}) => {
      const iat = Math.floor(Date.now() / 1000);
      const jwt = new SignJWT({ kind: 'access', fam: 'family', ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setJti('forged')
        .setIssuedAt(iat);
      if (exp) jwt.setExpirationTime(iat + 300);
      return jwt.sign(secret);
    };

    it('refuses a token without an expiry, an account id that is not plain digits, a bare token, a token of no session', async () => {
      // A real session's token passes; the same session's id in forged variants does not.
      const session = (await call('POST', '/auth/login', { body: { email: DEMO.admin[0], password: DEMO.admin[1] } }))
        .body;
      const fam = JSON.parse(atob(session.accessToken.split('.')[1])).fam as string;
      expect((await call('GET', '/account/me', { token: await forge({ sub: '1', fam }) })).status).toBe(200);
      expect((await call('GET', '/account/me', { token: await forge({ sub: '1', fam }, { exp: false }) })).status).toBe(
        401,
      );
      for (const sub of [' 1', '0x1', '1.0', '01', '1e0'])
        expect((await call('GET', '/account/me', { token: await forge({ sub, fam }) })).status).toBe(401);
      expect((await call('GET', '/account/me', { token: await forge({ sub: '1', fam: undefined }) })).status).toBe(401);
      const bare = await call('GET', '/account/me', { headers: { Authorization: session.accessToken } });
      expect(bare.status).toBe(401);
    });
  });

  describe('M5 and L6: changing the sign-in e-mail, and what the history records', () => {
    it('a stolen access token alone cannot change the e-mail; with the password it can, and other sessions end', async () => {
      const stolen = await signIn(host.api, ...DEMO.editor);
      const mine = await signIn(host.api, ...DEMO.editor);
      const grab = await call('PUT', '/account/me', {
        token: stolen,
        body: { fullName: 'Eddie Editor', email: 'editor-takeover@attacker.test' },
      });
      expect(grab.status).toBe(400);
      expect(grab.body.errors).toEqual({ currentPassword: 'adminKit.validation.required' });
      const wrong = await call('PUT', '/account/me', {
        token: stolen,
        body: { email: 'editor-takeover@attacker.test', currentPassword: 'guess' },
      });
      expect(wrong.body.errors).toEqual({ currentPassword: 'The current password is not correct.' });
      expect((await call('GET', '/account/me', { token: mine })).body.email).toBe('editor@demo.com');

      const moved = await call('PUT', '/account/me', {
        token: mine,
        body: { email: 'editor.new@demo.com', currentPassword: 'editor' },
      });
      expect(moved.status).toBe(200);
      expect(moved.body.email).toBe('editor.new@demo.com');
      expect((await call('GET', '/account/me', { token: stolen })).status).toBe(401);
      expect((await call('GET', '/account/me', { token: mine })).status).toBe(200);
      // A name alone still needs no password.
      expect((await call('PUT', '/account/me', { token: mine, body: { fullName: 'Eddie' } })).status).toBe(200);

      const admin = await signIn(host.api, ...DEMO.admin);
      const editorId = moved.body.id;
      const history = (await call('GET', `/admin/${editorId}/history`, { token: admin })).body;
      expect(history[0].changes).toEqual({ fullName: { before: expect.any(String), after: 'Eddie' } });
      expect(history[1].changes.email).toEqual({ before: 'editor@demo.com', after: 'editor.new@demo.com' });
      expect(history[1].actorId).toBe(editorId);
    });

    it('a password changed by its owner, by a reset or by an administrator is recorded as changed, never its value', async () => {
      const owner = await signIn(host.api, ...DEMO.owner);
      const changed = await call('POST', '/account/change-password', {
        token: owner,
        body: { currentPassword: 'owner', newPassword: 'Owner-2027-new' },
      });
      expect(changed.status).toBe(200);
      const admin = await signIn(host.api, ...DEMO.admin);
      const set = await call('PUT', '/admin/2', { token: admin, body: { password: 'Client-2027-new' } });
      expect(set.status).toBe(200);
      const ownerHistory = (await call('GET', '/admin/3/history', { token: admin })).body;
      expect(ownerHistory[0]).toMatchObject({ actorId: 3, changes: { password: { before: null, after: '••••••••' } } });
      const clientHistory = (await call('GET', '/admin/2/history', { token: admin })).body;
      expect(clientHistory[0]).toMatchObject({
        actorId: 1,
        changes: { password: { before: null, after: '••••••••' } },
      });
      expect(JSON.stringify([ownerHistory, clientHistory])).not.toMatch(/Owner-2027-new|Client-2027-new|argon2/);
    });

    it("a purged record's history is for those who may purge, not for every reader", async () => {
      const admin = await signIn(host.api, ...DEMO.admin);
      const company = await call('POST', '/company', {
        token: admin,
        body: { name: 'Purged Ltd', industry: 'media', email: 'secret-contact@purge.test', country: 'PT' },
      });
      expect(company.status).toBe(201);
      const reader = await accountWithRole(host.api, admin, 'Company reader', [
        { subject: 'company', actions: ['read'] },
      ]);
      expect((await call('GET', `/company/${company.body.id}/history`, { token: reader.token })).status).toBe(200);
      expect((await call('DELETE', `/company/${company.body.id}`, { token: admin })).status).toBe(200);
      expect((await call('DELETE', `/company/${company.body.id}?purge=true`, { token: admin })).status).toBe(200);
      const readerView = await call('GET', `/company/${company.body.id}/history`, { token: reader.token });
      expect(readerView.status).toBe(404);
      expect(readerView.text).not.toContain('secret-contact');
      expect((await call('GET', `/company/${company.body.id}/history`, { token: admin })).status).toBe(200);
    });
  });
});
