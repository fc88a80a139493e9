// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO, signIn, TARGETS, useTarget } from './support/target';

/* Trash, restore, purge, each record's history and the read-only Activity area: the same on the server and the worker. */
describe.each(TARGETS)('/v1 trash and history on the %s', (target) => {
  const host = useTarget(target, 'admin');
  const call = (method: string, path: string, body?: unknown, as = host.token) =>
    host.api.call(method, path, { token: as, body });
  const list = (area: string, filter: Record<string, unknown> = {}, as = host.token) =>
    call('GET', `/${area}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,999]`, undefined, as);
  const total = async (area: string, filter: Record<string, unknown> = {}) =>
    Number((await list(area, filter)).headers.get('Content-Range')!.split('/').pop());
  const newCompany = async (name: string) =>
    (await call('POST', '/company', { name, industry: 'energy', country: 'PT' })).body as {
      id: number;
      version: number;
    };

  it('a delete moves the record to the trash: gone from the list and its count, listed in the trash, its unique value free again', async () => {
    const company = await newCompany('Trash Me Ltd');
    const live = await total('company');
    const deleted = await call('DELETE', `/company/${company.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: company.id, deletedAt: expect.stringMatching(/Z$/) });
    expect(await total('company')).toBe(live - 1);
    expect((await call('GET', `/company/${company.id}`)).status).toBe(404);
    const trash = await list('company', { trashed: true });
    expect(trash.body.map((row: { id: number }) => row.id)).toContain(company.id);
    expect(trash.body.every((row: { deletedAt: string | null }) => row.deletedAt)).toBe(true);
    // The unique name is free while its record is in the trash.
    expect((await call('POST', '/company', { name: 'Trash Me Ltd', industry: 'energy', country: 'PT' })).status).toBe(
      201,
    );
    // ...so restoring the first one now collides, and says so on the field.
    const clash = await call('POST', `/company/${company.id}/restore`);
    expect(clash.status).toBe(400);
    expect(clash.body).toEqual({ message: 'adminKit.errors.invalid', errors: { name: 'adminKit.validation.unique' } });
  });

  it('restores a record from the trash, and purges one for good; both need the delete ability', async () => {
    const company = await newCompany('Round Trip Ltd');
    await call('DELETE', `/company/${company.id}`);
    const viewer = await signIn(host.api, ...DEMO.viewer);
    expect((await call('POST', `/company/${company.id}/restore`, undefined, viewer)).status).toBe(403);
    expect((await list('company', { trashed: true }, viewer)).status).toBe(403);
    const restored = await call('POST', `/company/${company.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ id: company.id, name: 'Round Trip Ltd', deletedAt: null });
    expect((await call('GET', `/company/${company.id}`)).status).toBe(200);
    expect((await call('POST', `/company/${company.id}/restore`)).status).toBe(404);
    // A purge takes only what is in the trash.
    expect((await call('DELETE', `/company/${company.id}?purge=true`)).status).toBe(404);
    await call('DELETE', `/company/${company.id}`);
    expect((await call('DELETE', `/company/${company.id}?purge=true`)).status).toBe(200);
    expect((await list('company', { trashed: true })).body.map((row: { id: number }) => row.id)).not.toContain(
      company.id,
    );
    expect((await call('POST', `/company/${company.id}/restore`)).status).toBe(404);
  });

  it('keeps a record out of the trash while live records refer to it, and refuses references to a trashed one', async () => {
    const users = (await list('user', { companyId: 3 })).body as Array<{ id: number }>;
    expect(users.length).toBeGreaterThan(0);
    expect((await call('DELETE', '/company/3')).body).toEqual({
      message: 'adminKit.errors.inUse',
      usedBy: [{ area: 'user', count: users.length }],
    });
    const company = await newCompany('Soon Gone Ltd');
    await call('DELETE', `/company/${company.id}`);
    const dangling = await call('POST', '/user', {
      fullName: 'Tina Trash',
      username: 'tina.trash',
      email: 'tina.trash@example.com',
      companyId: company.id,
    });
    expect(dangling.status).toBe(400);
    expect(dangling.body.errors).toEqual({ companyId: 'adminKit.validation.reference' });
  });

  it('keeps a record from being deleted for good while records in the trash still refer to it, and says how many', async () => {
    const company = await newCompany('Held In Trash Ltd');
    const user = await call('POST', '/user', {
      fullName: 'Hal Held',
      username: 'hal.held',
      email: 'hal.held@example.com',
      companyId: company.id,
    });
    expect(user.status).toBe(201);
    await call('DELETE', `/user/${user.body.id}`);
    expect((await call('DELETE', `/company/${company.id}`)).status).toBe(200);
    const refused = await call('DELETE', `/company/${company.id}?purge=true`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'adminKit.errors.inUse', usedBy: [{ area: 'user', count: 1 }] });
  });

  it('a trashed account cannot sign in, and its e-mail may be used again', async () => {
    const created = await call('POST', '/admin', {
      fullName: 'Tom Trash',
      email: 'tom.trash@example.com',
      password: 'Sturdy2026',
      roleId: 2,
      status: 'active',
    });
    expect(await signIn(host.api, 'tom.trash@example.com', 'Sturdy2026')).toBeTruthy();
    await call('DELETE', `/admin/${created.body.id}`);
    await expect(signIn(host.api, 'tom.trash@example.com', 'Sturdy2026')).rejects.toThrow();
    expect(
      (
        await call('POST', '/admin', {
          fullName: 'Tom Again',
          email: 'tom.trash@example.com',
          password: 'Sturdy2026',
          roleId: 2,
          status: 'active',
        })
      ).status,
    ).toBe(201);
  });

  it('records who changed what: create, update, delete, restore and purge, with before and after, never a secret', async () => {
    const company = await newCompany('History Ltd');
    const read = (await call('GET', `/company/${company.id}`)).body;
    await call('PUT', `/company/${company.id}`, { ...read, name: 'History Two Ltd' });
    await call('DELETE', `/company/${company.id}`);
    await call('POST', `/company/${company.id}/restore`);
    const history = await call('GET', `/company/${company.id}/history`);
    expect(history.status).toBe(200);
    expect(history.body.map((entry: { action: string }) => entry.action)).toEqual([
      'restore',
      'delete',
      'update',
      'create',
    ]);
    expect(history.body[2]).toMatchObject({
      actorId: 1,
      actorName: 'John Doe',
      changes: { name: { before: 'History Ltd', after: 'History Two Ltd' } },
      at: expect.stringMatching(/Z$/),
    });
    expect(Object.keys(history.body[2].changes)).toEqual(['name']);
    expect(history.body[3].changes.name).toEqual({ before: null, after: 'History Ltd' });

    const admin = await call('POST', '/admin', {
      fullName: 'Sam Secret',
      email: 'sam.secret@example.com',
      password: 'Sturdy2026',
      roleId: 2,
      status: 'active',
    });
    const created = (await call('GET', `/admin/${admin.body.id}/history`)).body[0];
    // A password set is recorded as set, never its value or hash.
    expect(JSON.stringify(created)).not.toMatch(/Sturdy2026|argon2|passwordHash/i);

    // The Activity area lists the same entries, filterable by area, person and action.
    const activity = await list('activity', { area: 'company', action: 'update', actorId: 1 });
    expect(activity.body.some((entry: { recordId: number }) => entry.recordId === company.id)).toBe(true);
    expect(
      activity.body.every(
        (entry: { area: string; action: string }) => entry.area === 'company' && entry.action === 'update',
      ),
    ).toBe(true);
  });

  it('the Activity area is read-only, and only for those its ability allows', async () => {
    expect(
      (await call('POST', '/activity', { area: 'company', recordId: 1, action: 'create', changes: [] })).status,
    ).toBe(405);
    expect((await call('PUT', '/activity/1', { area: 'company' })).status).toBe(405);
    expect((await call('DELETE', '/activity/1')).status).toBe(405);
    const editor = await signIn(host.api, ...DEMO.editor);
    expect((await list('activity', {}, editor)).status).toBe(403);
    expect((await call('GET', '/company/1/history', undefined, editor)).status).toBe(200);
  });

  describe('hostile input on the trash, restore, purge, history and Activity endpoints', () => {
    const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    const secretFree = (body: unknown) =>
      expect(JSON.stringify(body)).not.toMatch(/\$argon2|pbkdf2\$|passwordHash|[0-9a-f]{64}|Sturdy2026|Sturdier2027/);

    it('refuses a trashed filter that is not true or false, and bad list queries on Activity', async () => {
      for (const value of ['yes', 1, { $ne: null }, [true]]) {
        const answer = await call('GET', `/company?filter=${enc({ trashed: value })}`);
        expect(answer.status, JSON.stringify(value)).toBe(400);
        expect(answer.body.message).toBe('adminKit.errors.badQuery');
      }
      for (const query of [
        `filter=${enc({ changes: 'x' })}`,
        `sort=${enc(['changes', 'ASC'])}`,
        `range=${enc([0, 5000])}`,
        `filter=${enc({ actorId: 'one' })}`,
        'filter={"area":',
      ]) {
        expect((await call('GET', `/activity?${query}`)).status, query).toBe(400);
      }
    });

    it('answers 404 to ids that are not record ids, records of another area, and unknown record routes', async () => {
      const company = await newCompany('Hostile Ltd');
      await call('DELETE', `/company/${company.id}`);
      for (const id of ['abc', '1;DROP', '-1', '1e3', '99999999999999999999']) {
        const path = encodeURIComponent(id);
        expect((await call('POST', `/company/${path}/restore`)).status, id).toBe(404);
        expect((await call('DELETE', `/company/${path}?purge=true`)).status, id).toBe(404);
        expect((await call('GET', `/company/${path}/history`)).status, id).toBe(404);
      }
      // The id of a trashed company is not a trashed language, nor a record to edit.
      expect((await call('POST', `/language/${company.id}/restore`)).status).toBe(404);
      expect(
        (
          await call('PUT', `/company/${company.id}`, {
            name: 'Back from the dead',
            industry: 'media',
            country: 'PT',
            version: 1,
          })
        ).status,
      ).toBe(404);
      expect((await call('POST', `/company/${company.id}/undelete`)).status).toBe(404);
      expect((await call('GET', `/company/${company.id}/history/extra`)).status).toBe(404);
    });

    it('ignores a restore body, however hostile, and refuses one over the size limit', async () => {
      const company = await newCompany('Body Ltd');
      await call('DELETE', `/company/${company.id}`);
      const proto = await host.api.call('POST', `/company/${company.id}/restore`, {
        token: host.token,
        body: '{"deletedAt":"2000-01-01","__proto__":{"polluted":true},"name":',
      });
      expect(proto.status).toBe(200);
      expect(proto.body).toMatchObject({ name: 'Body Ltd', deletedAt: null });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      await call('DELETE', `/company/${company.id}`);
      const huge = await host.api.call('POST', `/company/${company.id}/restore`, {
        token: host.token,
        body: JSON.stringify({ x: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(huge.status).toBe(413);
      expect((await list('company', { trashed: true })).body.map((row: { id: number }) => row.id)).toContain(
        company.id,
      );
    });

    it('refuses each new endpoint to a role without its ability, and to no session', async () => {
      const company = await newCompany('Guarded Ltd');
      await call('DELETE', `/company/${company.id}`);
      const client = await signIn(host.api, ...DEMO.client);
      const editor = await signIn(host.api, ...DEMO.editor);
      expect((await call('GET', '/company/1/history', undefined, client)).status).toBe(403);
      expect((await call('POST', `/company/${company.id}/restore`, undefined, editor)).status).toBe(403);
      expect((await call('DELETE', `/company/${company.id}?purge=true`, undefined, editor)).status).toBe(403);
      expect((await list('company', { trashed: true }, editor)).status).toBe(403);
      expect((await list('activity', {}, client)).status).toBe(403);
      for (const [method, path] of [
        ['GET', '/company/1/history'],
        ['POST', `/company/${company.id}/restore`],
        ['DELETE', `/company/${company.id}?purge=true`],
        ['GET', '/activity'],
      ]) {
        expect((await host.api.call(method, path, { token: null })).status, `${method} ${path}`).toBe(401);
      }
      expect((await list('company', { trashed: true })).body.map((row: { id: number }) => row.id)).toContain(
        company.id,
      );
    });

    it('never returns, records or filters on a secret: trash, history and Activity', async () => {
      const created = await call('POST', '/admin', {
        fullName: 'Sid Secret',
        email: 'sid.secret@example.com',
        password: 'Sturdy2026',
        roleId: 2,
        status: 'active',
      });
      const id = created.body.id as number;
      const read = (await call('GET', `/admin/${id}`)).body;
      await call('PUT', `/admin/${id}`, { ...read, password: 'Sturdier2027' });
      await call('DELETE', `/admin/${id}`);
      const trash = await list('admin', { trashed: true });
      expect(trash.body.some((row: { id: number }) => row.id === id)).toBe(true);
      secretFree(trash.body);
      secretFree((await call('POST', `/admin/${id}/restore`)).body);
      const history = (await call('GET', `/admin/${id}/history`)).body;
      secretFree(history);
      // A password change alone is recorded as a password set, without a value.
      expect(history.find((entry: { action: string }) => entry.action === 'update').changes).toEqual({
        password: { before: null, after: '••••••••' },
      });
      secretFree((await list('activity', { area: 'admin' })).body);
      expect((await call('GET', `/activity?filter=${enc({ passwordHash: 'x' })}`)).status).toBe(400);
      expect((await call('GET', `/admin?filter=${enc({ trashed: true, passwordHash_q: 'a' })}`)).status).toBe(400);
    });
  });
});
