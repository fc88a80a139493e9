// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { modelOf } from '@schemas/kit/registry';
import { FieldError, type AreaHooks } from '@schemas/kit/hooks';
import { TARGETS, useTarget } from './support/target';

/*
 * Hooks in the declaration (issue 33 item 3): the language's and the content pages' rules that the engine used to
 * special-case, a field derived when read (a company's slug), and what any hook gets: a field error that reaches the
 * form's field, and side effects that commit or roll back with the write.
 */
describe.each(TARGETS)('/v1 model hooks, on the %s', (target) => {
  const host = useTarget(target, 'admin');
  const call = (method: string, path: string, body?: unknown) =>
    host.api.call(method, path, { token: host.token, ...(body === undefined ? {} : { body }) });
  const languages = async () => (await call('GET', '/language?range=[0,99]')).body as Array<Record<string, unknown>>;
  const historyOf = async (area: string, id: unknown) =>
    (await call('GET', `/${area}/${id}/history`)).body as unknown[];

  const PAGE = { languageId: 1, body: '<p>Text</p>', order: 1, kind: 'guide', authorName: 'Ann' };
  const company = modelOf('company');
  const kept = company.server!.hooks;
  afterEach(() => {
    company.server!.hooks = kept;
  });
  const withCompanyHooks = (hooks: AreaHooks) => {
    company.server!.hooks = hooks;
  };

  it('the default language moves with a history entry on the old one, and cannot be unset, deactivated or deleted', async () => {
    const english = (await languages()).find((l) => l.code === 'en')!;
    const german = (await languages()).find((l) => l.code === 'de')!;
    const before = await historyOf('language', english.id);
    const moved = await call('PUT', `/language/${german.id}`, { ...german, isDefault: true });
    expect(moved.status).toBe(200);
    const now = await languages();
    expect(now.filter((l) => l.isDefault).map((l) => l.code)).toEqual(['de']);
    // The hook's write to English went through the engine: it has its own history entry.
    expect(await historyOf('language', english.id)).toHaveLength(before.length + 1);

    const current = (await call('GET', `/language/${german.id}`)).body;
    const inactive = await call('PUT', `/language/${german.id}`, { ...current, active: false });
    expect(inactive.status).toBe(400);
    expect(inactive.body).toEqual({
      message: 'adminKit.errors.invalid',
      errors: { active: 'adminKit.validation.defaultInactive' },
    });
    expect((await call('GET', `/language/${german.id}`)).body).toMatchObject({
      active: true,
      version: current.version,
    });
    const deleted = await call('DELETE', `/language/${german.id}`);
    expect([deleted.status, deleted.body.message]).toEqual([409, 'adminKit.errors.deleteFlagged']);
    // Another language may be deactivated.
    const english2 = (await call('GET', `/language/${english.id}`)).body;
    expect((await call('PUT', `/language/${english.id}`, { ...english2, active: false })).status).toBe(200);
  });

  it('a page published without a date is dated by the write; a slug is made from the title', async () => {
    const page = await call('POST', '/content-intelektual', {
      ...PAGE,
      title: 'Cookies & You',
      status: 'published',
    });
    expect(page.status, JSON.stringify(page.body)).toBe(201);
    expect(page.body.slug).toBe('cookies-you');
    expect(page.body.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    const draft = await call('POST', '/content-intelektual', { ...PAGE, title: 'Later', status: 'draft' });
    expect(draft.body.publishedAt).toBeNull();
  });

  it("a company's slug is derived whenever it is read: not stored, not writable, not a filter", async () => {
    const created = await call('POST', '/company', {
      name: 'Ça Va Café',
      industry: 'hospitality',
      country: 'FR',
      slug: 'ignored',
    });
    expect(created.status).toBe(201);
    expect(created.body.slug).toBe('ca-va-cafe');
    const renamed = await call('PUT', `/company/${created.body.id}`, { ...created.body, name: 'Bon Café' });
    expect(renamed.body.slug).toBe('bon-cafe');
    expect((await call('GET', `/company/${created.body.id}`)).body.slug).toBe('bon-cafe');
    const listed = await call('GET', `/company?filter=${encodeURIComponent('{"q":"Bon Caf"}')}`);
    expect(listed.body.map((row: { slug: string }) => row.slug)).toEqual(['bon-cafe']);
    const filtered = await call('GET', `/company?filter=${encodeURIComponent('{"slug":"bon-cafe"}')}`);
    expect(filtered.status).toBe(400);
  });

  it("a hook's field error is a 400 on that field, and nothing is written", async () => {
    withCompanyHooks({
      beforeChange({ data }) {
        if (String(data.name).includes('Forbidden')) throw new FieldError('name', 'adminKit.validation.invalid');
      },
    });
    const refused = await call('POST', '/company', { name: 'Forbidden Fruit', industry: 'retail', country: 'PT' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ name: 'adminKit.validation.invalid' });
    const found = await call('GET', `/company?filter=${encodeURIComponent('{"q":"Forbidden Fruit"}')}`);
    expect(found.body).toEqual([]);
  });

  it("a hook's side effects commit with the write, and roll back with it", async () => {
    const created = await call('POST', '/company', { name: 'Moving Co', industry: 'logistics', country: 'PT' });
    const worker = await call('POST', '/user', {
      fullName: 'Mo Ver',
      username: 'mo.ver',
      email: 'mo@moving.example',
      companyId: created.body.id,
      country: 'PT',
    });
    expect(worker.status).toBe(201);
    // A company that moves takes its people along; a name with "Broken" fails after the move was written.
    withCompanyHooks({
      async afterChange({ record, previous, db }) {
        if (previous && previous.country !== record.country)
          await db.update(
            'user',
            { companyId: record.id, country: previous.country ?? null },
            { country: record.country },
          );
        if (String(record.name).includes('Broken')) throw new FieldError('name', 'adminKit.validation.invalid');
      },
    });
    const userHistory = (await historyOf('user', worker.body.id)).length;

    const failed = await call('PUT', `/company/${created.body.id}`, {
      ...created.body,
      name: 'Broken Co',
      country: 'ES',
    });
    expect(failed.status).toBe(400);
    expect((await call('GET', `/user/${worker.body.id}`)).body.country).toBe('PT');
    expect((await call('GET', `/company/${created.body.id}`)).body).toMatchObject({ name: 'Moving Co', country: 'PT' });
    expect(await historyOf('user', worker.body.id)).toHaveLength(userHistory);

    const moved = await call('PUT', `/company/${created.body.id}`, { ...created.body, country: 'ES' });
    expect(moved.status).toBe(200);
    expect((await call('GET', `/user/${worker.body.id}`)).body.country).toBe('ES');
    expect(await historyOf('user', worker.body.id)).toHaveLength(userHistory + 1);
  });
});
