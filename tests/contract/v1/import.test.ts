// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Permission } from '@schemas/kit/access';
import { decodeMessage } from '@schemas/kit/validation';
import { DEMO, signIn, TARGETS, useTarget, roleHolder } from './support/target';

/*
 * Import (issue 34 item 1): POST /v1/{area}/import takes a CSV or JSON file and creates every row as a create would,
 * all or none; `?dryRun=true` answers the rows' errors and writes nothing; POST /v1/{area}/import/{id}/undo moves
 * what an import created to the trash. The server here takes at most MAX_ROWS rows and MAX_BYTES bytes.
 */
const MAX_ROWS = 60;
const MAX_BYTES = 200_000;

type Row = Record<string, unknown>;

const CRLF = '\r\n';
const csvOf = (lines: string[]) => lines.join(CRLF) + CRLF;

describe.each(TARGETS)('/v1 import, on the %s', (target) => {
  const host = useTarget(target, 'admin', { importMaxRows: MAX_ROWS, importMaxBytes: MAX_BYTES });
  const call = (method: string, path: string, token: string, body?: unknown) =>
    host.api.call(method, path, { token, ...(body === undefined ? {} : { body }) });
  const importCsv = (area: string, text: string, { dryRun = false, token = host.token } = {}) =>
    host.api.call('POST', `/${area}/import${dryRun ? '?dryRun=true' : ''}`, {
      token,
      body: text,
      headers: { 'Content-Type': 'text/csv; charset=utf-8' },
    });
  const importJson = (area: string, body: unknown, { dryRun = false, token = host.token } = {}) =>
    host.api.call('POST', `/${area}/import${dryRun ? '?dryRun=true' : ''}`, {
      token,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const companies = async (q: string): Promise<Row[]> =>
    (await call('GET', `/company?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=[0,999]`, host.token)).body;
  const companyCount = async () =>
    Number((await call('GET', '/company?range=[0,0]', host.token)).headers.get('Content-Range')!.split('/')[1]);

  const holderOf = async (name: string, permissions: Permission[]) => (await roleHolder(host, name, permissions)).token;

  it('dry run: answers each bad row with its field and message, and writes nothing', async () => {
    const before = await companyCount();
    const file = csvOf([
      'name,industry,country,email',
      'Import Alpha,technology,PT,alpha@import.example',
      'Import Beta,mining,PT,beta@import.example',
      ',finance,FR,not-an-email',
      'Import Alpha,health,ES,',
      'Import Delta,retail,DE,',
    ]);
    const answer = await importCsv('company', file, { dryRun: true });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ dryRun: true, total: 5, valid: 2 });
    const errors = answer.body.errors.map((e: Row) => ({ ...e, message: decodeMessage(String(e.message)).message }));
    // Rows as in the file: the header is row 1. Row 5 repeats row 2's name: found although nothing is written.
    expect(errors).toEqual([
      { row: 3, field: 'industry', message: 'adminKit.validation.choice' },
      { row: 4, field: 'name', message: 'adminKit.validation.required' },
      { row: 4, field: 'email', message: 'adminKit.validation.email' },
      { row: 5, field: 'name', message: 'adminKit.validation.unique' },
    ]);
    expect(await companyCount()).toBe(before);
    expect(await companies('Import Alpha')).toEqual([]);
    // A name already in the database clashes too.
    const taken = (await companies(''))[0].name as string;
    const clash = await importCsv('company', csvOf(['name,industry,country', `${taken},finance,PT`]), { dryRun: true });
    expect(clash.body).toMatchObject({ total: 1, valid: 0, errors: [{ row: 2, field: 'name' }] });
  });

  it('creates every row of a valid file, each with its history entry carrying the import id', async () => {
    const before = await companyCount();
    const file =
      '\uFEFF' +
      csvOf([
        'Name;Branche;Land;Beschreibung',
        'Semi One;technology;PT;"Quoted; with a semicolon"',
        'Semi Two;finance;FR;"Two lines\nin one cell"',
        'Semi Three;health;ES;',
      ]);
    const answer = await importCsv('company', file);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({ created: 3, importId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(answer.body.ids).toHaveLength(3);
    expect(await companyCount()).toBe(before + 3);
    const [one, two, three] = await Promise.all(
      answer.body.ids.map(async (id: number) => (await call('GET', `/company/${id}`, host.token)).body),
    );
    expect(one).toMatchObject({ name: 'Semi One', industry: 'technology', country: 'PT' });
    expect(one.description).toBe('Quoted; with a semicolon');
    expect(two.description).toBe('Two lines\nin one cell');
    expect(three.description).toBeNull();
    const history = await call('GET', `/company/${one.id}/history`, host.token);
    expect(history.body).toHaveLength(1);
    expect(history.body[0]).toMatchObject({ action: 'create', importId: answer.body.importId });
    expect(history.body[0].changes.name).toEqual({ before: null, after: 'Semi One' });
    // The audit trail finds the import's entries by its id.
    const filter = encodeURIComponent(JSON.stringify({ importId: answer.body.importId }));
    const entries = await call('GET', `/activity?filter=${filter}&range=[0,99]`, host.token);
    expect(entries.body.map((entry: Row) => entry.recordId).sort()).toEqual([...answer.body.ids].sort());
  });

  it('writes none of the rows when one row is bad, and answers its error', async () => {
    const before = await companyCount();
    const rows = Array.from({ length: 50 }, (_, i) => `All Or None ${i},technology,PT`);
    rows[41] = 'All Or None 41,technology,Atlantis';
    const answer = await importCsv('company', csvOf(['name,industry,country', ...rows]));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: 'adminKit.errors.importRows',
      total: 50,
      valid: 49,
      errors: [{ row: 43, field: 'country' }],
    });
    expect(await companyCount()).toBe(before);
    expect(await companies('All Or None')).toEqual([]);
  });

  it('takes the fields the person chose for columns (?columns=), leaving out those mapped to null', async () => {
    const text = csvOf(['Firm;Sector;Land;Remarks', 'Chosen Columns Co;energy;PT;ignore me']);
    const columns = JSON.stringify({ Firm: 'name', Sector: 'industry', Land: 'country', Remarks: null });
    const post = (query: string) =>
      host.api.call('POST', `/company/import?${query}`, {
        token: host.token,
        body: text,
        headers: { 'Content-Type': 'text/csv' },
      });
    // Without the choice, the columns name no field: refused, naming them.
    expect((await post('dryRun=true')).body.message).toBe('adminKit.errors.importUnknownColumns');
    const done = await post(`columns=${encodeURIComponent(columns)}`);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(await companies('Chosen Columns Co')).toEqual([
      expect.objectContaining({ name: 'Chosen Columns Co', industry: 'energy', country: 'PT', description: null }),
    ]);
    for (const bad of ['[1]', '{"Firm":3}', 'nope', encodeURIComponent('{"Firm":"noSuchField"}')]) {
      const refused = await post(`dryRun=true&columns=${bad}`);
      expect(refused.status, bad).toBe(400);
    }
  });

  it("resolves a reference given by the referenced record's name, and keeps an id as an id", async () => {
    const [acme] = await companies('');
    const users = await importJson('user', [
      { fullName: 'By Name', username: 'by.name', email: 'by.name@import.example', companyId: String(acme.name) },
      { fullName: 'By Id', username: 'by.id', email: 'by.id@import.example', companyId: acme.id },
      { fullName: 'Nowhere', username: 'nowhere', email: 'nowhere@import.example', companyId: 'No Such Company' },
    ]);
    expect(users.status).toBe(400);
    expect(users.body.errors).toEqual([{ row: 3, field: 'companyId', message: 'adminKit.validation.reference' }]);
    const fixed = await importCsv(
      'user',
      csvOf([
        'Full name,Username,E-mail,Company',
        `By Name,by.name,by.name@import.example,${String(acme.name).toUpperCase()}`,
        `By Id,by.id,by.id@import.example,${acme.id}`,
      ]),
    );
    expect(fixed.status, fixed.text).toBe(201);
    for (const id of fixed.body.ids)
      expect((await call('GET', `/user/${id}`, host.token)).body).toMatchObject({ companyId: acme.id });
    // A role by its name: an account imported with the role "Editor".
    const roles = (await call('GET', '/role?range=[0,99]', host.token)).body as Row[];
    const editor = roles.find((role) => role.name === 'Editor')!;
    const admins = await importCsv(
      'admin',
      csvOf([
        'fullName,email,password,roleId,status',
        'Imported Editor,imported.editor@example.com,Sturdy-2026,editor,active',
      ]),
    );
    expect(admins.status, admins.text).toBe(201);
    expect((await call('GET', `/admin/${admins.body.ids[0]}`, host.token)).body.roleId).toBe(editor.id);
  });

  it('imports an export of companies back with the same values', async () => {
    const exported = await call('GET', '/company/export', host.token);
    expect(exported.status).toBe(200);
    const before = (await call('GET', '/company?range=[0,999]', host.token)).body as Row[];
    // Trashed and purged, every one: their names are free again.
    for (const company of before) {
      const users = (
        await call('GET', `/user?filter=${encodeURIComponent(JSON.stringify({ companyId: company.id }))}`, host.token)
      ).body as Row[];
      for (const user of users) {
        expect((await call('DELETE', `/user/${user.id}`, host.token)).status).toBe(200);
        expect((await call('DELETE', `/user/${user.id}?purge=true`, host.token)).status).toBe(200);
      }
      expect((await call('DELETE', `/company/${company.id}`, host.token)).status).toBe(200);
      expect((await call('DELETE', `/company/${company.id}?purge=true`, host.token)).status).toBe(200);
    }
    expect(await companyCount()).toBe(0);
    const answer = await importCsv('company', exported.text);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.created).toBe(before.length);
    const after = (await call('GET', '/company?range=[0,999]', host.token)).body as Row[];
    const values = (rows: Row[]) =>
      rows.map(({ id: _id, createdAt: _c, updatedAt: _u, version: _v, createdBy: _b, logo: _l, ...rest }) => rest);
    expect(values(after)).toEqual(values(before));
  });

  it('undo moves exactly the records the import created to the trash, one history entry each', async () => {
    const other = await importCsv('company', csvOf(['name,industry,country', 'Kept Import,media,PT']));
    const answer = await importCsv(
      'company',
      csvOf(['name,industry,country', 'Undo One,media,PT', 'Undo Two,media,PT', 'Undo Three,media,PT']),
    );
    expect(answer.status).toBe(201);
    const [first, ...rest] = answer.body.ids as number[];
    // One was already trashed by hand: the undo leaves it where it is.
    expect((await call('DELETE', `/company/${first}`, host.token)).status).toBe(200);
    const count = await companyCount();
    const undone = await call('POST', `/company/import/${answer.body.importId}/undo`, host.token);
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body).toEqual({ importId: answer.body.importId, trashed: 2, ids: rest });
    expect(await companyCount()).toBe(count - 2);
    expect((await companies('Kept Import')).map((row) => row.id)).toEqual(other.body.ids);
    const trash = await call(
      'GET',
      `/company?filter=${encodeURIComponent('{"trashed":true}')}&range=[0,99]`,
      host.token,
    );
    expect(trash.body.map((row: Row) => row.id).sort()).toEqual([first, ...rest].sort());
    const history = await call('GET', `/company/${rest[0]}/history`, host.token);
    expect(history.body.map((entry: Row) => [entry.action, entry.importId])).toEqual([
      ['delete', answer.body.importId],
      ['create', answer.body.importId],
    ]);
    // Another area's path, an unknown id, a malformed one: not found.
    expect((await call('POST', `/user/import/${answer.body.importId}/undo`, host.token)).status).toBe(404);
    expect((await call('POST', `/company/import/${crypto.randomUUID()}/undo`, host.token)).status).toBe(404);
    expect((await call('POST', '/company/import/nope/undo', host.token)).status).toBe(404);
  });

  it("imports formula-looking cells as text, and takes off the export's guard apostrophe", async () => {
    const file = csvOf([
      'name,industry,country,description,address',
      `"=HYPERLINK(""http://evil.example"",""x"")",technology,PT,@SUM(A1:A9),"+1+1"`,
      `'-1 Minus Co,technology,PT,'=1+1,-2`,
    ]);
    const answer = await importCsv('company', file);
    expect(answer.status, answer.text).toBe(201);
    const [evil, minus] = await Promise.all(
      answer.body.ids.map(async (id: number) => (await call('GET', `/company/${id}`, host.token)).body),
    );
    expect(evil).toMatchObject({
      name: '=HYPERLINK("http://evil.example","x")',
      description: '@SUM(A1:A9)',
      address: '+1+1',
    });
    expect(minus).toMatchObject({ name: '-1 Minus Co', description: '=1+1', address: '-2' });
  });

  it('answers 413 past the size limit and 400 past the row limit, naming the limit, writing nothing', async () => {
    const before = await companyCount();
    const big =
      csvOf([
        'name,industry,country,description',
        ...Array.from({ length: 40 }, (_, i) => `Big ${i},media,PT,${'x'.repeat(1990)}`),
      ]) + 'x'.repeat(MAX_BYTES);
    const tooLarge = await importCsv('company', big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('adminKit.errors.importTooLarge');
    expect(decodeMessage(tooLarge.body.errors.file)).toEqual({
      message: 'adminKit.validation.fileTooLarge',
      args: { limit: MAX_BYTES },
    });
    const rows = Array.from({ length: MAX_ROWS + 1 }, (_, i) => `Many ${i},media,PT`);
    const tooMany = await importCsv('company', csvOf(['name,industry,country', ...rows]));
    expect(tooMany.status).toBe(400);
    expect(decodeMessage(tooMany.body.errors.file)).toEqual({
      message: 'adminKit.validation.tooManyRows',
      args: { limit: MAX_ROWS },
    });
    expect((await importCsv('company', csvOf(['name,industry,country', ...rows.slice(1)]))).status).toBe(201);
    expect(await companyCount()).toBe(before + MAX_ROWS);
  });

  it('refuses hostile and empty files with a clear answer, writing nothing', async () => {
    const before = await companyCount();
    const cases: Array<[string, () => Promise<{ status: number; body: Row }>, number, string]> = [
      ['not an array', () => importJson('company', { name: 'x' }), 400, 'adminKit.errors.importNotArray'],
      ['not JSON', () => importJson('company', '[{"name":'), 400, 'adminKit.errors.badJson'],
      ['empty JSON', () => importJson('company', '[]'), 400, 'adminKit.errors.importNoRows'],
      ['empty CSV', () => importCsv('company', ''), 400, 'adminKit.errors.importEmpty'],
      ['header only', () => importCsv('company', 'name,industry,country\r\n'), 400, 'adminKit.errors.importNoRows'],
      [
        'a __proto__ key',
        () => importJson('company', '[{"name":"Proto","industry":"media","country":"PT","__proto__":{"x":1}}]'),
        400,
        'adminKit.errors.importUnknownColumns',
      ],
      [
        'an unknown column',
        () => importCsv('company', csvOf(['name,industry,country,shoeSize', 'Shoe,media,PT,44'])),
        400,
        'adminKit.errors.importUnknownColumns',
      ],
      [
        'a column twice',
        () => importCsv('company', csvOf(['name,Name,industry,country', 'A,B,media,PT'])),
        400,
        'adminKit.errors.importDuplicateColumns',
      ],
      [
        'another content type',
        () =>
          host.api.call('POST', '/company/import', {
            token: host.token,
            body: 'name\nX',
            headers: { 'Content-Type': 'text/plain' },
          }),
        415,
        'adminKit.errors.importUnsupportedType',
      ],
      [
        'only bad rows',
        () => importCsv('company', csvOf(['name,industry,country', ',,', 'x,nope,nowhere'])),
        400,
        'adminKit.errors.importRows',
      ],
    ];
    for (const [label, send, status, message] of cases) {
      const answer = await send();
      expect([answer.status, answer.body?.message], label).toEqual([status, message]);
    }
    const unknown = await importCsv('company', csvOf(['name,industry,country,shoeSize', 'Shoe,media,PT,44']));
    expect(unknown.body.errors).toEqual({ shoeSize: 'adminKit.validation.unknownField' });
    const proto = await importJson('company', '[{"__proto__":{"x":1}}]');
    expect(Object.keys(proto.body.errors)).toEqual(['__proto__']);
    // A row that is no object is that row's error.
    const mixed = await importJson('company', [{ name: 'Fine', industry: 'media', country: 'PT' }, 7], {
      dryRun: true,
    });
    expect(mixed.body).toMatchObject({ total: 2, valid: 1, errors: [{ row: 2, field: '_' }] });
    expect(await companyCount()).toBe(before);
  });

  it('asks for the right to store (and to delete, for an undo), and refuses fields the role may not write', async () => {
    const file = csvOf(['name,industry,country,email', 'Guarded Co,media,PT,guarded@example.com']);
    const client = await signIn(host.api, ...DEMO.client);
    expect((await importCsv('company', file, { token: client })).status).toBe(403);
    const reader = await holderOf('Import reader', [{ subject: 'company', actions: ['read'] }]);
    expect((await importCsv('company', file, { token: reader, dryRun: true })).status).toBe(403);
    const clerk = await holderOf('Import clerk', [
      { subject: 'company', actions: ['read'] },
      { subject: 'company', actions: ['store'], fields: ['name', 'industry', 'country'] },
    ]);
    const refused = await importCsv('company', file, { token: clerk });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual({ email: 'adminKit.validation.fieldNotWritable' });
    const allowed = await importCsv('company', csvOf(['name,industry,country', 'Clerk Co,media,PT']), { token: clerk });
    expect(allowed.status, allowed.text).toBe(201);
    // Storing is not deleting: the clerk cannot undo.
    expect((await call('POST', `/company/import/${allowed.body.importId}/undo`, clerk)).status).toBe(403);
    // Row conditions: a desk for Portugal imports companies of Portugal only.
    const desk = await holderOf('Import desk', [
      { subject: 'company', actions: ['read', 'store'], conditions: { country: 'PT' } },
    ]);
    const mixed = await importCsv('company', csvOf(['name,industry,country', 'Desk PT,media,PT', 'Desk ES,media,ES']), {
      token: desk,
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.errors).toEqual([{ row: 3, field: '_', message: 'adminKit.errors.forbidden' }]);
    // An undo goes through the records' guard: one outside the desk's conditions is not found, and nothing moves.
    const shared = await importCsv('company', csvOf(['name,industry,country', 'Undo PT,media,PT', 'Undo FR,media,FR']));
    expect(shared.status, shared.text).toBe(201);
    const trashDesk = await holderOf('Undo desk', [
      { subject: 'company', actions: ['read', 'delete'], conditions: { country: 'PT' } },
    ]);
    const undo = await call('POST', `/company/import/${shared.body.importId}/undo`, trashDesk);
    expect([undo.status, undo.body.message]).toEqual([404, 'ra.notification.item_doesnt_exist']);
    const still = await call('GET', `/company?filter=${encodeURIComponent('{"q":"Undo "}')}`, host.token);
    expect(still.body.map((row: { name: string }) => row.name).sort()).toEqual(['Undo FR', 'Undo PT']);
    expect((await call('POST', '/company/import', '', [])).status).toBe(401);
  });
});
