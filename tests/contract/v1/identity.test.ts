// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO, signIn, TARGETS, useTarget } from './support/target';

/*
 * Sign-in, sessions and the identity store, the same on the API server and the worker: one record per person with
 * a role, abilities rebuilt from the role on every call, rotating refresh tokens, lockout, and the privilege ceiling.
 */
describe.each(TARGETS)('/v1 identity on the %s', (target) => {
  const host = useTarget(target);
  const login = (email: string, password: string) =>
    host.api.call('POST', '/auth/login', { body: { email, password } });
  const refresh = (refreshToken: string) => host.api.call('POST', '/auth/refresh-token', { body: { refreshToken } });

  describe('sign-in', () => {
    it('signs the demo accounts in as one record with a role each', async () => {
      const admin = await login(...DEMO.admin);
      expect(admin.status).toBe(200);
      expect(admin.body.userData).toMatchObject({
        id: 1,
        email: 'admin@demo.com',
        role: 'admin',
        ability: [{ action: 'manage', subject: 'all' }],
      });
      expect(admin.body.userData).not.toHaveProperty('passwordHash');
      const client = await login(...DEMO.client);
      expect(client.body.userData).toMatchObject({
        email: 'client@demo.com',
        role: 'client',
        ability: [
          { action: 'read', subject: 'ACL' },
          { action: 'read', subject: 'Auth' },
        ],
      });
      const viewer = await login(...DEMO.viewer);
      expect(viewer.body.userData.role).toBe('admin');
    });

    it('names each account\'s role, which the navbar shows (not "admin" for every administrator)', async () => {
      expect((await login(...DEMO.admin)).body.userData.roleName).toBe('Administrator');
      expect((await login(...DEMO.viewer)).body.userData.roleName).toBe('Viewer');
      expect((await login(...DEMO.editor)).body.userData.roleName).toBe('Editor');
      expect((await login(...DEMO.client)).body.userData.roleName).toBe('Client');
    });

    it('answers wrong credentials with 400 and the seed message, then locks the sixth try for 10 minutes', async () => {
      for (let attempt = 1; attempt <= 5; attempt++) {
        const wrong = await login('owner@demo.com', `wrong-${attempt}`);
        expect(wrong.status).toBe(400);
        expect(wrong.body).toEqual({ error: { email: ['Email or Password is Invalid'] } });
      }
      const locked = await login(...DEMO.owner);
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({ error: { email: ['Too many failed sign-ins. Try again in 10 minutes.'] } });
      expect((await login(...DEMO.editor)).status).toBe(200);
      host.api.advanceClock(10 * 60 + 1);
      expect((await login(...DEMO.owner)).status).toBe(200);
    });

    it('refuses an inactive account', async () => {
      const token = await signIn(host.api, ...DEMO.admin);
      const viewer = (await host.api.call('GET', '/admin/5', { token })).body;
      expect(viewer.email).toBe('viewer@demo.com');
      expect((await host.api.call('PUT', '/admin/5', { token, body: { ...viewer, status: 'inactive' } })).status).toBe(
        200,
      );
      expect((await login(...DEMO.viewer)).status).toBe(400);
    });
  });

  describe('refresh tokens', () => {
    it('rotate on each use, and a reused token revokes its whole family', async () => {
      const first = (await login(...DEMO.editor)).body;
      const second = await refresh(first.refreshToken);
      expect(second.status).toBe(201);
      expect(second.body.userData.email).toBe('editor@demo.com');
      const third = await refresh(second.body.refreshToken);
      expect(third.status).toBe(201);
      const replay = await refresh(first.refreshToken);
      expect(replay.status).toBe(401);
      expect(replay.body).toEqual({ error: 'Invalid refresh token' });
      // The thief's replay ended the family: the newest token no longer works either.
      expect((await refresh(third.body.refreshToken)).status).toBe(401);
    });

    it('are revoked by sign-out and expire after 10 minutes', async () => {
      const session = (await login(...DEMO.editor)).body;
      expect(
        (
          await host.api.call('POST', '/jwt/logout', {
            token: session.accessToken,
            body: { refreshToken: session.refreshToken },
          })
        ).status,
      ).toBe(200);
      expect((await refresh(session.refreshToken)).status).toBe(401);
      const later = (await login(...DEMO.editor)).body;
      host.api.advanceClock(601);
      expect((await refresh(later.refreshToken)).status).toBe(401);
      expect((await host.api.call('GET', '/company', { token: later.accessToken })).status).toBe(401);
    });

    it('an access token the server has checked before still ends when it expires, and a forged one never works', async () => {
      const { accessToken } = (await login(...DEMO.editor)).body as { accessToken: string };
      expect((await host.api.call('GET', '/company', { token: accessToken })).status).toBe(200);
      const [header, payload, signature] = accessToken.split('.');
      const forged = [header, payload, `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`].join('.');
      expect((await host.api.call('GET', '/company', { token: forged })).status).toBe(401);
      host.api.advanceClock(9 * 60);
      expect((await host.api.call('GET', '/company', { token: accessToken })).status).toBe(200);
      host.api.advanceClock(61);
      expect((await host.api.call('GET', '/company', { token: accessToken })).status).toBe(401);
    });
  });

  describe('registration', () => {
    const register = (body: Record<string, unknown>) => host.api.call('POST', '/jwt/register', { body });
    const confirm = (email: string, code: string | undefined) =>
      host.api.call('POST', '/jwt/register/confirm', { body: { email, code } });

    it('confirms the address with a code, then gives the new account the Client role, never manage all', async () => {
      const sent = await register({ username: 'newbie', email: 'Newbie@Example.com', password: 'Secret123' });
      expect(sent.status).toBe(202);
      expect(sent.text).not.toMatch(/\d{6}/);
      // Not an account until the code comes back.
      expect((await login('newbie@example.com', 'Secret123')).status).toBe(400);
      const code = host.api.lastCode('newbie@example.com');
      expect(code).toMatch(/^\d{6}$/);
      const registered = await confirm('newbie@example.com', code);
      expect(registered.status).toBe(200);
      expect(registered.body.userData).toMatchObject({
        email: 'newbie@example.com',
        fullName: 'newbie',
        role: 'client',
      });
      expect(registered.body.userData.ability).not.toContainEqual({ action: 'manage', subject: 'all' });
      expect((await host.api.call('GET', '/admin', { token: registered.body.accessToken })).status).toBe(403);
      expect((await login('newbie@example.com', 'Secret123')).status).toBe(200);
      // The code worked once.
      expect((await confirm('newbie@example.com', code)).body.error.code).toEqual(['Invalid or expired code']);
    });

    it('L3: answers a taken address exactly as a free one, tells its owner, and never replaces the account', async () => {
      const taken = await register({ username: 'admin', email: 'ADMIN@demo.com', password: 'Secret123' });
      const free = await register({ username: 'someone', email: 'someone@example.com', password: 'Secret123' });
      expect(taken.status).toBe(202);
      expect(taken.body).toEqual(free.body);
      expect(host.api.outbox().filter((mail) => mail.to === 'admin@demo.com')).toEqual([
        expect.objectContaining({ subject: 'Someone tried to create an account with your address' }),
      ]);
      expect(host.api.lastCode('admin@demo.com')).toBeUndefined();
      // Guessing a code for the taken address gets nowhere, and the owner's password still works.
      expect((await confirm('admin@demo.com', '123456')).status).toBe(400);
      expect((await login(...DEMO.admin)).status).toBe(200);
    });

    it('refuses a wrong code five times at most, an address taken meanwhile, and a weak password at once', async () => {
      await register({ username: 'guesser', email: 'guesser@example.com', password: 'Secret123' });
      const code = host.api.lastCode('guesser@example.com')!;
      const wrong = code === '000000' ? '111111' : '000000';
      for (let n = 0; n < 5; n++) expect((await confirm('guesser@example.com', wrong)).status).toBe(400);
      expect((await confirm('guesser@example.com', code)).status).toBe(400);

      await register({ username: 'racer', email: 'racer@example.com', password: 'Secret123' });
      const racerCode = host.api.lastCode('racer@example.com');
      const admin = await signIn(host.api, ...DEMO.admin);
      const made = await host.api.call('POST', '/admin', {
        token: admin,
        body: { fullName: 'Racer', email: 'racer@example.com', roleId: 2, status: 'active', password: 'Other-2026' },
      });
      expect(made.status).toBe(201);
      const late = await confirm('racer@example.com', racerCode);
      expect(late.status).toBe(400);
      expect(late.body.error.email).toEqual(['This email is already in use.']);
      expect((await login('racer@example.com', 'Secret123')).status).toBe(400);

      const weak = await register({ username: 'weakling', email: 'weak@example.com', password: 'x' });
      expect(weak.status).toBe(400);
      expect(weak.body.error.password).toHaveLength(1);
      expect(host.api.lastCode('weak@example.com')).toBeUndefined();
      expect((await register({ email: 'a@b.cd', password: 'Secret123' })).text).toBe('');
    });
  });

  describe('password reset', () => {
    it('answers the same for known and unknown addresses and never returns the code', async () => {
      const known = await host.api.call('POST', '/account/forgot-password', { body: { email: 'client@demo.com' } });
      const unknown = await host.api.call('POST', '/account/forgot-password', {
        body: { email: 'stranger@example.com' },
      });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      expect(known.text).not.toMatch(/\d{6}/);
      expect(
        (await host.api.call('POST', '/account/forgot-password', { body: { email: 'not an email' } })).status,
      ).toBe(400);
      const guessed = await host.api.call('POST', '/account/reset-password', {
        body: { email: 'client@demo.com', code: '123456', password: 'NewSecret1' },
      });
      expect(guessed.status).toBe(400);
    });
  });

  describe('account', () => {
    it("reads and writes the signed-in person's own record", async () => {
      const client = await signIn(host.api, ...DEMO.client);
      const me = await host.api.call('GET', '/account/me', { token: client });
      expect(me.body).toMatchObject({ email: 'client@demo.com', fullName: 'Jane Doe', role: 'client' });
      const saved = await host.api.call('PUT', '/account/me', {
        token: client,
        body: { fullName: 'Jane Q. Doe', email: 'client@demo.com' },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.fullName).toBe('Jane Q. Doe');
      const admin = await signIn(host.api, ...DEMO.admin);
      expect((await host.api.call('GET', '/account/me', { token: admin })).body.fullName).toBe('John Doe');
      const taken = await host.api.call('PUT', '/account/me', {
        token: client,
        body: { fullName: 'Jane', email: 'admin@demo.com' },
      });
      expect(taken.status).toBe(400);
      expect(taken.body.errors).toEqual({ email: 'adminKit.validation.unique' });
    });

    it('changes the own password after checking the current one, and ends other sessions', async () => {
      const other = (await login(...DEMO.client)).body;
      const token = await signIn(host.api, ...DEMO.client);
      const wrong = await host.api.call('POST', '/account/change-password', {
        token,
        body: { currentPassword: 'nope', newPassword: 'Brand-new1' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual({ currentPassword: 'The current password is not correct.' });
      const weak = await host.api.call('POST', '/account/change-password', {
        token,
        body: { currentPassword: 'client', newPassword: 'short' },
      });
      expect(weak.status).toBe(400);
      expect(Object.keys(weak.body.errors)).toEqual(['newPassword']);
      const changed = await host.api.call('POST', '/account/change-password', {
        token,
        body: { currentPassword: 'client', newPassword: 'Brand-new1' },
      });
      expect(changed.status).toBe(200);
      expect(changed.body.accessToken).toBeTruthy();
      expect((await login(...DEMO.client)).status).toBe(400);
      expect((await login('client@demo.com', 'Brand-new1')).status).toBe(200);
      expect((await refresh(other.refreshToken)).status).toBe(401);
    });
  });

  describe('abilities and the privilege ceiling', () => {
    it('applies a role change at once, to client@demo.com as well', async () => {
      const admin = await signIn(host.api, ...DEMO.admin);
      const client = await signIn(host.api, ...DEMO.client);
      expect((await host.api.call('GET', '/company', { token: client })).status).toBe(403);
      const role = (await host.api.call('GET', '/role/4', { token: admin })).body;
      expect(role.name).toBe('Client');
      const granted = await host.api.call('PUT', '/role/4', {
        token: admin,
        body: { ...role, permissions: [...role.permissions, { subject: 'company', actions: ['read'] }] },
      });
      expect(granted.status).toBe(200);
      expect((await host.api.call('GET', '/company', { token: client })).status).toBe(200);
    });

    it('does not let anyone grant what they do not hold, nor change their own role', async () => {
      const admin = await signIn(host.api, ...DEMO.admin);
      const rolesOfficer = await host.api.call('POST', '/role', {
        token: admin,
        body: {
          name: 'Roles officer',
          permissions: [
            { subject: 'role', actions: ['read', 'store', 'edit'] },
            { subject: 'admin', actions: ['read', 'store', 'edit'] },
          ],
        },
      });
      expect(rolesOfficer.status).toBe(201);
      const officer = await host.api.call('POST', '/admin', {
        token: admin,
        body: {
          fullName: 'Otto Officer',
          email: 'otto@example.com',
          password: 'Officer2026',
          roleId: rolesOfficer.body.id,
        },
      });
      expect(officer.status).toBe(201);
      const token = await signIn(host.api, 'otto@example.com', 'Officer2026');

      const grab = await host.api.call('PUT', `/role/${rolesOfficer.body.id}`, {
        token,
        body: { ...rolesOfficer.body, permissions: [{ subject: 'all', actions: ['manage'] }] },
      });
      expect(grab.status).toBe(400);
      expect(grab.body.errors).toEqual({ permissions: 'adminKit.errors.beyondOwnRights' });
      const promote = await host.api.call('PUT', `/admin/${officer.body.id}`, {
        token,
        body: { ...officer.body, roleId: 1 },
      });
      expect(promote.status).toBe(400);
      expect(promote.body.errors).toEqual({ roleId: 'adminKit.errors.ownAccount' });
      const appoint = await host.api.call('POST', '/admin', {
        token,
        body: { fullName: 'Sock Puppet', email: 'puppet@example.com', password: 'Puppet2026', roleId: 1 },
      });
      expect(appoint.status).toBe(400);
      expect(appoint.body.errors).toEqual({ roleId: 'adminKit.errors.beyondOwnRights' });
      const newRole = await host.api.call('POST', '/role', {
        token,
        body: { name: 'Everything', permissions: [{ subject: 'company', actions: ['delete'] }] },
      });
      expect(newRole.status).toBe(400);
      expect((await host.api.call('GET', '/role/1', { token: admin })).body.permissions).toEqual([
        { subject: 'all', actions: ['manage'] },
      ]);
    });

    it('keeps at least one active administrator with full access, and nobody deletes themselves', async () => {
      const admin = await signIn(host.api, ...DEMO.admin);
      const self = await host.api.call('DELETE', '/admin/1', { token: admin });
      expect(self.status).toBe(403);
      expect(self.body).toEqual({ message: 'adminKit.errors.ownAccount' });
      const administrator = (await host.api.call('GET', '/role/1', { token: admin })).body;
      const demoted = await host.api.call('PUT', '/role/1', {
        token: admin,
        body: { ...administrator, permissions: [{ subject: 'company', actions: ['read'] }] },
      });
      expect(demoted.status).toBe(409);
      expect(demoted.body).toEqual({ message: 'adminKit.errors.lastAdministrator' });
      expect((await host.api.call('GET', '/role/1', { token: admin })).body.permissions).toEqual([
        { subject: 'all', actions: ['manage'] },
      ]);
    });
  });
});
