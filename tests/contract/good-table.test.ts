import { describe, expect, it } from 'vitest';
import type { GoodTableRow } from '@fixtures/good-table.fixture';
import { serveMockApi } from '@tests/support/mockApi';

serveMockApi();
const get = async (path: string) => {
  const response = await fetch(new URL(path, window.location.origin).toString());
  return { status: response.status, body: await response.json() };
};

describe('GET /good-table/basic', () => {
  it('returns about a hundred rows with every field of a table demo row, by id', async () => {
    const { status, body } = await get('/good-table/basic');
    expect(status).toBe(200);
    expect(body.rows).toHaveLength(100);
    expect(body.rows.map((r: GoodTableRow) => r.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(Object.keys(body.rows[0]).sort()).toEqual([
      'avatar',
      'city',
      'email',
      'experience',
      'fullName',
      'id',
      'post',
      'salary',
      'startDate',
      'status',
    ]);
    expect(body.rows[0].startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('GET /good-table/row-group', () => {
  it('groups every row by status, each group sorted by name', async () => {
    const { body } = await get('/good-table/row-group');
    const labels = body.groups.map((g: { label: string }) => g.label);
    expect(labels).toEqual(
      ['Current', 'Professional', 'Rejected', 'Resigned', 'Applied'].filter((s) => labels.includes(s)),
    );
    expect(body.groups.reduce((n: number, g: { rows: unknown[] }) => n + g.rows.length, 0)).toBe(100);
    for (const group of body.groups as Array<{ label: string; rows: GoodTableRow[] }>) {
      expect(group.rows.every((r) => r.status === group.label)).toBe(true);
      const names = group.rows.map((r) => r.fullName);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
  });
});

describe('GET /good-table/table_ssr', () => {
  it('defaults to the first 10 rows by id with the total', async () => {
    const { body } = await get('/good-table/table_ssr');
    expect(body).toMatchObject({ total: 100, page: 1, perPage: 10 });
    expect(body.rows.map((r: GoodTableRow) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('pages through the rows, the last page holding the remainder', async () => {
    const second = await get('/good-table/table_ssr?page=2&perPage=25');
    expect(second.body.rows[0].id).toBe(26);
    expect(second.body.rows).toHaveLength(25);
    const last = await get('/good-table/table_ssr?page=4&perPage=30');
    expect(last.body).toMatchObject({ total: 100, page: 4 });
    expect(last.body.rows).toHaveLength(10);
    expect((await get('/good-table/table_ssr?page=9&perPage=30')).body.rows).toEqual([]);
  });

  it('searches name, e-mail, post, city and status and counts the matches', async () => {
    const all = (await get('/good-table/basic')).body.rows as GoodTableRow[];
    const city = all[3].city;
    const expected = all.filter((r) =>
      [r.fullName, r.email, r.post, r.city, r.status].some((v) => v.toLowerCase().includes(city.toLowerCase())),
    );
    const { body } = await get(`/good-table/table_ssr?q=${encodeURIComponent(city.toUpperCase())}&perPage=100`);
    expect(body.total).toBe(expected.length);
    expect(body.rows.map((r: GoodTableRow) => r.id)).toEqual(expected.map((r) => r.id));
    expect((await get('/good-table/table_ssr?q=no-such-person-anywhere')).body).toMatchObject({ rows: [], total: 0 });
  });

  it('sorts on the server before paging, either way', async () => {
    const all = (await get('/good-table/basic')).body.rows as GoodTableRow[];
    const top = [...all].sort((a, b) => b.salary - a.salary || b.id - a.id).slice(0, 5);
    const { body } = await get('/good-table/table_ssr?sort=salary:desc&perPage=5');
    expect(body.rows.map((r: GoodTableRow) => r.salary)).toEqual(top.map((r) => r.salary));
    const names = (await get('/good-table/table_ssr?sort=fullName:asc&perPage=100')).body.rows.map(
      (r: GoodTableRow) => r.fullName,
    );
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('refuses a field it cannot sort on', async () => {
    const { status, body } = await get('/good-table/table_ssr?sort=avatar:asc');
    expect(status).toBe(400);
    expect(body.error).toContain('avatar');
  });

  it('caps the page size', async () => {
    const { body } = await get('/good-table/table_ssr?perPage=5000');
    expect(body.perPage).toBe(100);
  });
});

describe('GET /good-table/advanced-search', () => {
  it('returns every row without filters', async () => {
    expect((await get('/good-table/advanced-search')).body.total).toBe(100);
  });

  it('combines per-column filters: text, a date range and a salary range', async () => {
    const all = (await get('/good-table/basic')).body.rows as GoodTableRow[];
    const post = all[0].post;
    const expected = all.filter(
      (r) => r.post === post && r.startDate >= '2018-01-01' && r.startDate <= '2025-12-31' && r.salary >= 50000,
    );
    const { body } = await get(
      `/good-table/advanced-search?post=${encodeURIComponent(post.toLowerCase())}&dateFrom=2018-01-01&dateTo=2025-12-31&salaryMin=50000`,
    );
    expect(body.rows.map((r: GoodTableRow) => r.id)).toEqual(expected.map((r) => r.id));
    expect(body.total).toBe(expected.length);
  });

  it('filters by name, e-mail and city, and by a salary ceiling', async () => {
    const all = (await get('/good-table/basic')).body.rows as GoodTableRow[];
    const row = all[10];
    const first = row.fullName.split(' ')[0];
    const byName = (await get(`/good-table/advanced-search?name=${first}&city=${encodeURIComponent(row.city)}`)).body
      .rows as GoodTableRow[];
    expect(byName.map((r) => r.id)).toContain(row.id);
    expect(byName.every((r) => r.fullName.includes(first) && r.city === row.city)).toBe(true);
    const byEmail = (await get(`/good-table/advanced-search?email=${encodeURIComponent(row.email)}`)).body
      .rows as GoodTableRow[];
    expect(byEmail.map((r) => r.id)).toEqual([row.id]);
    const cheap = (await get('/good-table/advanced-search?salaryMax=30000')).body.rows as GoodTableRow[];
    expect(cheap.every((r) => r.salary <= 30000)).toBe(true);
    expect(cheap.length).toBe(all.filter((r) => r.salary <= 30000).length);
  });
});
