// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Permission } from '@schemas/kit/access';
import { signIn, TARGETS, useTarget } from './support/target';

/*
 * Fields per role (issue 33 item 1): a hidden field is absent from every answer (list, record, history, the audit
 * trail, a conflict, a write's answer) and refused in filters and sorts; a read-only or hidden field's change is
 * refused with 403 naming it, and nothing is written.
 */
const VISIBLE = ['name', 'logo', 'industry', 'website', 'phone', 'address', 'country', 'description'];

describe.each(TARGETS)('/v1 fields per role, on the %s', (target) => {
  const host = useTarget(target, 'admin');
  const call = (method: string, path: string, token: string, body?: unknown) =>
    host.api.call(method, path, { token, ...(body === undefined ? {} : { body }) });
  const query = (filter: Record<string, unknown>, extra = '') =>
    `?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,999]${extra}`;

  async function clerk(): Promise<string> {
    const permissions: Permission[] = [
      { subject: 'company', actions: ['read'], fields: VISIBLE },
      { subject: 'company', actions: ['edit'], fields: ['name', 'description'] },
      { subject: 'company', actions: ['store'], fields: ['name', 'industry', 'country'] },
      { subject: 'activity', actions: ['read'] },
    ];
    const role = await call('POST', '/role', host.token, { name: 'Company clerk', permissions });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const account = await call('POST', '/admin', host.token, {
      fullName: 'Clara Clerk',
      email: 'clara@example.com',
      password: 'Sturdy-2026',
      roleId: role.body.id,
      status: 'active',
    });
    expect(account.status).toBe(201);
    return signIn(host.api, 'clara@example.com', 'Sturdy-2026');
  }

  it('never sends a hidden field, and refuses filters and sorts on it', async () => {
    const made = await call('POST', '/company', host.token, {
      name: 'Hidden Mail Ltd',
      industry: 'technology',
      country: 'PT',
      email: 'secret@hidden.example',
    });
    const id = made.body.id;
    await call('PUT', `/company/${id}`, host.token, { ...made.body, email: 'other@hidden.example' });
    const token = await clerk();

    const listed = await call('GET', `/company${query({})}`, token);
    expect(listed.status).toBe(200);
    expect(listed.body.length).toBeGreaterThan(0);
    for (const row of listed.body) expect(row).not.toHaveProperty('email');
    const record = await call('GET', `/company/${id}`, token);
    expect(record.body).toMatchObject({ name: 'Hidden Mail Ltd', country: 'PT' });
    expect(record.body).not.toHaveProperty('email');
    const history = await call('GET', `/company/${id}/history`, token);
    expect(history.body.length).toBe(2);
    expect(JSON.stringify(history.body)).not.toContain('hidden.example');
    const trail = await call('GET', `/activity${query({ area: 'company' })}`, token);
    expect(trail.status, JSON.stringify(trail.body)).toBe(200);
    expect(trail.body.filter((entry: { recordId: number }) => entry.recordId === id)).toHaveLength(2);
    expect(JSON.stringify(trail.body)).not.toContain('hidden.example');
    // The administrator still sees it all.
    expect(JSON.stringify((await call('GET', `/company/${id}/history`, host.token)).body)).toContain('hidden.example');

    expect((await call('GET', `/company${query({ email: 'other@hidden.example' })}`, token)).status).toBe(400);
    expect((await call('GET', `/company${query({}, '&sort=["email","ASC"]')}`, token)).status).toBe(400);
    // A search does not look into it either: finding a record by its hidden value would tell the value.
    expect((await call('GET', `/company${query({ q: 'other@hidden' })}`, token)).body).toEqual([]);
    expect((await call('GET', `/company${query({ q: 'other@hidden' })}`, host.token)).body).toHaveLength(1);
  });

  it('refuses a change to a read-only or hidden field with 403 naming it, writes nothing, and takes the rest', async () => {
    const made = await call('POST', '/company', host.token, {
      name: 'Read Only Co',
      industry: 'retail',
      country: 'ES',
      email: 'keep@read.example',
    });
    const id = made.body.id;
    const token = await clerk();
    const seen = (await call('GET', `/company/${id}`, token)).body;

    const moved = await call('PUT', `/company/${id}`, token, { ...seen, name: 'Renamed', country: 'PT' });
    expect([moved.status, moved.body.errors]).toEqual([403, { country: 'adminKit.validation.fieldNotWritable' }]);
    const mailed = await call('PUT', `/company/${id}`, token, { ...seen, email: 'mine@read.example' });
    expect([mailed.status, mailed.body.errors]).toEqual([403, { email: 'adminKit.validation.fieldNotWritable' }]);
    expect((await call('GET', `/company/${id}`, host.token)).body).toMatchObject({
      name: 'Read Only Co',
      country: 'ES',
      email: 'keep@read.example',
      version: made.body.version,
    });

    // The whole record sent back unchanged but for an editable field: saved, and the hidden value kept.
    const renamed = await call('PUT', `/company/${id}`, token, { ...seen, name: 'Renamed Co' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).not.toHaveProperty('email');
    expect((await call('GET', `/company/${id}`, host.token)).body).toMatchObject({
      name: 'Renamed Co',
      email: 'keep@read.example',
    });
    // A conflict shows the current record, without the hidden field.
    const stale = await call('PUT', `/company/${id}`, token, { ...seen, name: 'Stale' });
    expect(stale.status).toBe(409);
    expect(stale.body.current).not.toHaveProperty('email');

    const refused = await call('POST', '/company', token, {
      name: 'New With Mail',
      industry: 'retail',
      country: 'PT',
      email: 'x@new.example',
    });
    expect([refused.status, refused.body.errors]).toEqual([403, { email: 'adminKit.validation.fieldNotWritable' }]);
    expect((await call('GET', `/company${query({ q: 'New With Mail' })}`, host.token)).body).toEqual([]);
    const created = await call('POST', '/company', token, {
      name: 'New Without Mail',
      industry: 'retail',
      country: 'PT',
    });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('email');
  });
});
