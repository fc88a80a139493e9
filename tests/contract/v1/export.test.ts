// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Permission } from '@schemas/kit/access';
import { parseCsv } from '@tests/support/parseCsv';
import { DEMO, signIn, TARGETS, useTarget, roleHolder } from './support/target';

/*
 * Export all (issue 34 item 3): GET /v1/{area}/export answers every record the list would, in its order, as CSV or
 * JSON, a batch at a time. The server here reads 4 rows per batch, so every export below spans several batches and
 * each must start exactly where the last one ended (ties, empty values, both directions).
 */
const BATCH = 4;

type Row = Record<string, unknown>;
type Query = Record<string, unknown>;

const queryOf = (query: Query) =>
  new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
  ).toString();

/** A CSV's rows as records keyed by its header. */
const recordsOf = ([header, ...lines]: string[][]) =>
  lines.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i]])));

/** A list's value as a CSV cell holds it. */
const asCell = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

describe.each(TARGETS)('/v1 export, on the %s', (target) => {
  const host = useTarget(target, 'admin', { exportBatchRows: BATCH });
  const call = (method: string, path: string, token: string, body?: unknown) =>
    host.api.call(method, path, { token, ...(body === undefined ? {} : { body }) });
  const listOf = (area: string, query: Query, token = host.token) =>
    call('GET', `/${area}?${queryOf({ ...query, range: [0, 999] })}`, token);
  const exportOf = (area: string, query: Query, token = host.token) =>
    call('GET', `/${area}/export?${queryOf(query)}`, token);
  const ids = (rows: Row[]) => rows.map((row) => row.id);

  const company = (name: string, country: string, more: Row = {}) =>
    call('POST', '/company', host.token, { name, industry: 'technology', country, ...more });

  const holderOf = async (name: string, permissions: Permission[]) => (await roleHolder(host, name, permissions)).token;

  it("answers exactly the list's rows in the list's order, whatever its sort, filter or search", async () => {
    // Ties on the sort key and more empty values than a batch holds, across batch boundaries.
    for (const [name, country, email] of [
      ['Tie Alpha', 'PT', null],
      ['Tie Beta', 'PT', null],
      ['Tie Gamma', 'PT', 'same@tie.example'],
      ['Tie Delta', 'PT', 'same@tie.example'],
      ['tie epsilon', 'PT', null],
      ['Tie Zeta', 'PT', null],
      ['Tie Eta', 'PT', null],
      ['Tie Theta', 'PT', null],
    ])
      expect((await company(name!, country!, { email })).status).toBe(201);
    const cases: Array<[string, Query]> = [
      ['company', {}],
      ['company', { sort: ['name', 'DESC'], filter: { industry: 'technology' } }],
      ['company', { sort: ['country', 'ASC'] }],
      ['company', { sort: ['country', 'DESC'] }],
      ['company', { sort: ['email', 'ASC'] }],
      ['company', { sort: ['email', 'DESC'] }],
      ['company', { sort: ['updatedAt', 'DESC'], filter: { q: 'a' } }],
      ['company', { sort: ['name', 'ASC'], filter: { country: ['PT', 'FR'], name_q: 'tie' } }],
      ['admin', { sort: ['lastSignInAt', 'ASC'] }],
      ['admin', { sort: ['lastSignInAt', 'DESC'] }],
      ['user', { sort: ['companyId', 'DESC'], filter: { status: 'active' } }],
      ['user', { sort: ['status', 'ASC'] }],
      ['user', { sort: ['id', 'DESC'] }],
      ['activity', {}],
    ];
    for (const [area, query] of cases) {
      const label = `${area} ${JSON.stringify(query)}`;
      const list = await listOf(area, query);
      expect(list.status, label).toBe(200);
      expect(list.body.length, label).toBeGreaterThan(BATCH);
      const json = await exportOf(area, { ...query, format: 'json' });
      expect(json.status, label).toBe(200);
      expect(json.body, label).toEqual(list.body);
      const csv = await exportOf(area, { ...query, header: 'names' });
      expect(csv.status, label).toBe(200);
      expect(
        recordsOf(parseCsv(csv.text)).map((row) => Number(row.id)),
        label,
      ).toEqual(ids(list.body));
    }
    // `q` on its own searches as `filter.q` does.
    const searched = await listOf('company', { filter: { q: 'tie', country: 'PT' } });
    expect(searched.body).toHaveLength(8);
    expect((await exportOf('company', { q: 'tie', filter: { country: 'PT' }, format: 'json' })).body).toEqual(
      searched.body,
    );
  });

  it('writes a CSV a spreadsheet reads: BOM, labels or names, every cell as the list has it, formulas defused', async () => {
    const formulas = {
      name: '=HYPERLINK("http://evil.example","Click")',
      address: '+1+1, "quoted"\nsecond line',
      description: '@SUM(A1:A9)',
    };
    expect((await company(formulas.name, 'FR', formulas)).status).toBe(201);
    expect((await company('-1 Minus Co', 'FR')).status).toBe(201);
    const filter = { country: 'FR' };
    const list = await listOf('company', { filter });

    const response = await host.api.respond('GET', `/company/export?${queryOf({ filter })}`, {
      token: host.token,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="company-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...lines] = parseCsv(text);
    // Labels in English by default; no picture column (the logo), and no trash column outside the trash.
    expect(header).toEqual([
      'Name',
      'Industry',
      'Website',
      'E-mail',
      'Phone',
      'Address',
      'Country',
      'Description',
      'Slug (from the name)',
      'ID',
      'Created',
      'Last change',
    ]);
    expect(lines).toHaveLength(list.body.length);

    const names = await exportOf('company', { filter, header: 'names' });
    const rows = recordsOf(parseCsv(names.text));
    const columns = ['name', 'industry', 'website', 'email', 'phone', 'address', 'country', 'description', 'slug'];
    expect(Object.keys(rows[0])).toEqual([...columns, 'id', 'createdAt', 'updatedAt']);
    const guarded = (value: unknown) => (/^[=+\-@]/.test(asCell(value)) ? `'${asCell(value)}` : asCell(value));
    expect(rows).toEqual(
      list.body.map((row: Row) =>
        Object.fromEntries([...columns, 'id', 'createdAt', 'updatedAt'].map((name) => [name, guarded(row[name])])),
      ),
    );
    const evil = rows.find((row) => row.description === "'@SUM(A1:A9)")!;
    expect(evil).toMatchObject({ name: `'${formulas.name}`, address: `'${formulas.address}` });
    expect(rows.map((row) => row.name)).toContain("'-1 Minus Co");
    // A number is a number, not a formula: a negative one keeps its sign.
    expect(rows.every((row) => /^\d+$/.test(row.id))).toBe(true);

    // In German, and in the trash with the date each record went there.
    const [german] = parseCsv((await exportOf('company', { filter, locale: 'de' })).text);
    expect(german.slice(0, 2)).toEqual(['Name', 'Branche']);
    expect(german).toContain('Letzte Änderung');
    expect((await call('DELETE', `/company/${list.body[0].id}`, host.token)).status).toBe(200);
    const trash = recordsOf(parseCsv((await exportOf('company', { filter: { trashed: true }, header: 'names' })).text));
    expect(trash.map((row) => [Number(row.id), row.deletedAt.length > 0])).toEqual([[list.body[0].id, true]]);
    expect((await listOf('company', { filter })).body).toHaveLength(list.body.length - 1);
    expect(recordsOf(parseCsv((await exportOf('company', { filter, header: 'names' })).text))).toHaveLength(
      list.body.length - 1,
    );
  });

  it('defuses formulas after a `;`, a tab or a line break too, full-width ones included, and imports back unchanged', async () => {
    // Security review 4, N4: Excel in German, French or Portuguese splits a line on `;`, whatever the quotes.
    const names = ['inj;=1+7;x', '＝1+9', '+1+2', '@SUM(1,4)', "'=1+10", 'a,=1+2', '＠x;＋y'];
    const descriptions = ['two\n=lines', 'tab\t-1', 'semi; +1', null, 'x;\t=1', '﹦1', 'plain'];
    const created: number[] = [];
    for (const [i, name] of names.entries()) {
      const answer = await company(name, 'IS', { description: descriptions[i] });
      expect(answer.status, answer.text).toBe(201);
      created.push(answer.body.id);
    }
    const filter = { country: 'IS' };
    const text = (await exportOf('company', { filter, header: 'names' })).text;
    // No piece a separator-naive spreadsheet makes of any line starts like a formula (quotes and spaces aside).
    for (const piece of text.replace(/^\uFEFF/, '').split(/[,;\t\r\n]/))
      expect(piece.replace(/^[ "]*/, ''), piece).not.toMatch(/^[=+\-@＝＋－＠﹦]/);
    const rows = recordsOf(parseCsv(text)).filter((row) => created.includes(Number(row.id)));
    expect(rows.map((row) => row.name).sort()).toEqual(
      ["inj;'=1+7;x", "'＝1+9", "'+1+2", "'@SUM(1,4)", "''=1+10", "a,'=1+2", "'＠x;'＋y"].sort(),
    );

    // The same file read back, its records first moved to the trash (names are unique): every value as it was.
    for (const id of created) expect((await call('DELETE', `/company/${id}`, host.token)).status).toBe(200);
    const again = await host.api.call('POST', '/company/import', {
      token: host.token,
      body: text,
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(again.status, again.text).toBe(201);
    const back = await Promise.all(
      again.body.ids.map(async (id: number) => (await call('GET', `/company/${id}`, host.token)).body),
    );
    const byName = new Map(back.map((row: Row) => [row.name, row.description]));
    for (const [i, name] of names.entries()) expect(byName.get(name), name).toBe(descriptions[i]);
  });

  it('streams the file a batch at a time, and JSON as one array', async () => {
    const response = await host.api.respond('GET', '/company/export', { token: host.token });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    // The header and the first batch, not the whole file.
    expect(parseCsv(first)).toHaveLength(1 + BATCH);
    await reader.cancel();

    const json = await host.api.respond('GET', '/company/export?format=json', { token: host.token });
    expect(json.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(json.headers.get('Content-Disposition')).toMatch(/filename="company-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(JSON.parse(await json.text())).toHaveLength(25);
    const none = await exportOf('company', { q: 'no company is called this', format: 'json' });
    expect([none.status, none.body]).toEqual([200, []]);
    expect(parseCsv((await exportOf('company', { q: 'no company is called this' })).text)).toHaveLength(1);
  });

  it('never carries a field the role hides, nor a secret', async () => {
    expect(
      (await company('Hidden Mail Ltd', 'PT', { email: 'secret@hidden.example', phone: '+351 912 345 678' })).status,
    ).toBe(201);
    const clerk = await holderOf('Export clerk', [
      {
        subject: 'company',
        actions: ['read'],
        fields: ['name', 'logo', 'industry', 'website', 'address', 'country', 'description'],
      },
    ]);
    const csv = await exportOf('company', {}, clerk);
    expect(csv.status).toBe(200);
    const [header, ...lines] = parseCsv(csv.text);
    expect(header).not.toContain('E-mail');
    expect(header).not.toContain('Phone');
    expect(header).toContain('Name');
    expect(lines).toHaveLength(26);
    expect(csv.text).not.toContain('secret@hidden.example');
    expect(csv.text).not.toContain('912 345 678');
    const names = parseCsv((await exportOf('company', { header: 'names' }, clerk)).text)[0];
    expect(names).not.toContain('email');
    const json = await exportOf('company', { format: 'json' }, clerk);
    expect(json.body).toHaveLength(26);
    for (const row of json.body) expect(Object.keys(row)).not.toEqual(expect.arrayContaining(['email']));
    expect(json.text).not.toContain('hidden.example');
    // A hidden field can be neither filtered nor sorted on, nor searched.
    expect((await exportOf('company', { filter: { email: 'secret@hidden.example' } }, clerk)).status).toBe(400);
    expect((await exportOf('company', { sort: ['email', 'ASC'] }, clerk)).status).toBe(400);
    expect((await exportOf('company', { q: 'secret@hidden', format: 'json' }, clerk)).body).toEqual([]);

    // No secret in anyone's export.
    for (const format of ['csv', 'json'])
      for (const header of ['labels', 'names']) {
        const text = (await exportOf('admin', { format, header })).text;
        expect(text).not.toMatch(/passwordHash|\$argon2/);
        expect(text).not.toMatch(/\bpassword\b/i);
      }
  });

  it('exports only the records a role limited to country = PT may read', async () => {
    for (const [name, country] of [
      ['Lisbon Tiles', 'PT'],
      ['Porto Wines', 'PT'],
      ['Madrid Steel', 'ES'],
    ])
      expect((await company(name, country)).status).toBe(201);
    const pt = await holderOf('Portugal desk', [
      { subject: 'company', actions: ['read', 'delete'], conditions: { country: 'PT' } },
    ]);
    const everyPt = await listOf('company', { filter: { country: 'PT' } });
    const exported = await exportOf('company', { format: 'json' }, pt);
    expect(exported.status).toBe(200);
    expect(ids(exported.body)).toEqual(ids(everyPt.body));
    expect(exported.body.every((row: Row) => row.country === 'PT')).toBe(true);
    expect((await exportOf('company', { filter: { country: 'ES' }, format: 'json' }, pt)).body).toEqual([]);
    const lines = recordsOf(parseCsv((await exportOf('company', { header: 'names' }, pt)).text));
    expect(lines.map((row) => row.country)).toEqual(everyPt.body.map(() => 'PT'));

    // Their trash: only the records of Portugal there.
    const madrid = (await listOf('company', { filter: { q: 'Madrid Steel' } })).body[0];
    const lisbon = (await listOf('company', { filter: { q: 'Lisbon Tiles' } })).body[0];
    for (const { id } of [madrid, lisbon])
      expect((await call('DELETE', `/company/${id}`, host.token)).status).toBe(200);
    const trash = await exportOf('company', { filter: { trashed: true }, format: 'json' }, pt);
    expect(ids(trash.body)).toEqual([lisbon.id]);
  });

  it('refuses what the list refuses: 400 for a bad query, 403 without the right to read, 401 signed out', async () => {
    const refused: Query[] = [
      { filter: { password: 'x' } },
      { filter: { nope: 1 } },
      { filter: '{not json' },
      { sort: ['description', 'ASC'] },
      { range: [0, 9] },
      { total: 'exact' },
      { format: 'xml' },
      { header: 'titles' },
      { locale: 'es' },
      { q: 'a', filter: { q: 'b' } },
      { unknown: 1 },
    ];
    for (const query of refused) {
      const answer = await exportOf('company', query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body, JSON.stringify(query)).toMatchObject({
        message: 'adminKit.errors.badQuery',
        errors: { query: expect.any(String) },
      });
    }
    const twice = await call('GET', '/company/export?format=csv&format=json', host.token);
    expect(twice.status).toBe(400);

    const client = await signIn(host.api, ...DEMO.client);
    expect((await call('GET', '/company/export', client)).status).toBe(403);
    expect((await call('GET', '/company', client)).status).toBe(403);
    const reader = await holderOf('Reader only', [{ subject: 'company', actions: ['read'] }]);
    expect((await exportOf('company', {}, reader)).status).toBe(200);
    expect((await exportOf('company', { filter: { trashed: true } }, reader)).status).toBe(403);
    expect((await call('GET', '/company/export', '')).status).toBe(401);
    expect((await call('GET', '/nothing-here/export', host.token)).status).toBe(404);
  });
});
