// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { areaModels } from '@schemas/kit/registry';
import type { Permission } from '@schemas/kit/access';
import { signIn, TARGETS, useTarget } from './support/target';

/*
 * A list writes most areas' records as JSON the database builds (server/areas/recordJson.ts), a record's own page
 * through the code (server/areas/serialize.ts): both must answer exactly the same record, value for value, whatever
 * the field's kind (timestamps to the millisecond in UTC, dates, tags, numbers, nulls) and whoever asks.
 */
const ALL = `?range=${encodeURIComponent('[0,999]')}`;

describe.each(TARGETS)('/v1 listed records, on the %s', (target) => {
  const host = useTarget(target, 'admin');
  const call = (method: string, path: string, body?: unknown, token = host.token) =>
    host.api.call(method, path, { token, ...(body === undefined ? {} : { body }) });

  /** Every record of the list equals the record read on its own, and the list has some. */
  async function expectListedAsRead(area: string, token = host.token) {
    const listed = await call('GET', `/${area}${ALL}`, undefined, token);
    expect(listed.status, `${area}: ${listed.text}`).toBe(200);
    expect(listed.headers.get('content-type')).toMatch(/^application\/json/);
    for (const row of listed.body as Array<{ id: number }>) {
      const read = await call('GET', `/${area}/${row.id}`, undefined, token);
      expect(row, `${area} ${row.id}`).toEqual(read.body);
    }
    return listed.body as Array<Record<string, unknown>>;
  }

  it('every area lists each record exactly as its own page answers it', async () => {
    for (const { name } of areaModels) {
      const rows = await expectListedAsRead(name);
      expect(rows.length, name).toBeGreaterThan(0);
    }
  });

  it('timestamps, dates, tags, quotes, numbers and empty fields are listed as read', async () => {
    const language = (await call('GET', `/language${ALL}`)).body[0].id as number;
    const article = await call('POST', '/content-intelektual', {
      title: 'Listed as read',
      languageId: language,
      body: '<p>Text</p>',
      status: 'published',
      publishedAt: '2026-03-04T05:06:07.089Z',
      order: 12,
      kind: 'guide',
      authorName: 'Ana Author',
      topics: ['alpha', 'beta "quoted"', 'ünïcode'],
      readingMinutes: null,
    });
    expect(article.status, article.text).toBe(201);
    const privacy = await call('POST', '/content-privacy', {
      title: 'Policy listed as read',
      languageId: language,
      body: '<p>Policy</p>',
      effectiveDate: '2026-02-28',
      policyVersion: '2.1',
    });
    expect(privacy.status, privacy.text).toBe(201);

    const articles = await expectListedAsRead('content-intelektual');
    expect(articles.find((row) => row.id === article.body.id)).toMatchObject({
      publishedAt: '2026-03-04T05:06:07.089Z',
      order: 12,
      kind: 'guide',
      authorName: 'Ana Author',
      topics: ['alpha', 'beta "quoted"', 'ünïcode'],
      readingMinutes: null,
      deletedAt: null,
    });
    const listed = (await expectListedAsRead('content-privacy')).find((row) => row.id === privacy.body.id);
    expect(listed).toMatchObject({ effectiveDate: '2026-02-28' });
    expect(String(listed?.createdAt)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('a role that may not see a field lists records without it, as it reads them', async () => {
    const permissions: Permission[] = [
      { subject: 'user', actions: ['read'], fields: ['fullName', 'username', 'country', 'status'] },
    ];
    const role = await call('POST', '/role', { name: 'User reader', permissions });
    expect(role.status, role.text).toBe(201);
    const account = await call('POST', '/admin', {
      fullName: 'Rita Reader',
      email: 'rita@example.com',
      password: 'Sturdy-2026',
      roleId: role.body.id,
      status: 'active',
    });
    expect(account.status, account.text).toBe(201);
    const token = await signIn(host.api, 'rita@example.com', 'Sturdy-2026');

    const rows = await expectListedAsRead('user', token);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toHaveProperty('fullName');
      expect(row).not.toHaveProperty('email');
      expect(row).not.toHaveProperty('phone');
    }
    // Trashed records list the same way, in the trash.
    const trashed = rows[0].id;
    expect((await call('DELETE', `/user/${trashed}`)).status).toBe(200);
    const trash = await call('GET', `/user${ALL}&filter=${encodeURIComponent('{"trashed":true}')}`);
    expect(trash.body.find((row: { id: number }) => row.id === trashed)?.deletedAt).toMatch(/Z$/);
  });
});
