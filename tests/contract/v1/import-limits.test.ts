// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TARGETS, useTarget } from './support/target';

/*
 * Import limits (security review 4): a CSV cell gets the shape checks a JSON body gets (N5: a NUL is the row's 400,
 * never a 500 from the database); rows are all or none across batches, whether an engine runs a file in one
 * transaction (PostgreSQL) or a batch at a time (PGlite, N3). What an import leaves other requests is in
 * tests/server/import-uploads.test.ts.
 */
const CRLF = '\r\n';
const csvOf = (lines: string[]) => lines.join(CRLF) + CRLF;

describe.each(TARGETS)('/v1 import limits, on the %s', (target) => {
  const host = useTarget(target, 'admin');
  const importCsv = (area: string, text: string, { dryRun = false } = {}) =>
    host.api.call('POST', `/${area}/import${dryRun ? '?dryRun=true' : ''}`, {
      token: host.token,
      body: text,
      headers: { 'Content-Type': 'text/csv' },
    });

  it('answers a NUL in a CSV cell as that row’s error (400 when real), as it answers one in JSON', async () => {
    const file = csvOf(['name,industry,country', 'Nul\u0000Co,media,PT', 'Fine Nul Neighbour,media,PT']);
    const dry = await importCsv('company', file, { dryRun: true });
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body).toEqual({
      dryRun: true,
      total: 2,
      valid: 1,
      errors: [{ row: 2, field: 'name', message: 'adminKit.validation.noNul' }],
    });
    const real = await importCsv('company', file);
    expect(real.status, real.text).toBe(400);
    expect(real.body).toMatchObject({ message: 'adminKit.errors.importRows', errors: [{ row: 2, field: 'name' }] });
    // In a reference given by name, which the import looks up in the database.
    const users = await importCsv(
      'user',
      csvOf(['fullName,username,email,companyId', 'Nul User,nul.user,nul.user@import.example,Acme\u0000Corp']),
    );
    expect(users.status, users.text).toBe(400);
    expect(users.body.errors).toEqual([{ row: 2, field: 'companyId', message: 'adminKit.validation.noNul' }]);
  });

  it('finds a clash between rows of different batches in a dry run, and writes none of the rows', async () => {
    const rows = Array.from({ length: 450 }, (_, i) => `Across Batches ${i},media,PT`);
    rows[440] = 'ACROSS BATCHES 3,media,PT';
    const file = csvOf(['name,industry,country', ...rows]);
    const dry = await importCsv('company', file, { dryRun: true });
    expect(dry.body).toEqual({
      dryRun: true,
      total: 450,
      valid: 449,
      errors: [{ row: 442, field: 'name', message: 'adminKit.validation.unique' }],
    });
    const real = await importCsv('company', file);
    expect(real.status).toBe(400);
    expect(real.body).toMatchObject({ total: 450, errors: [{ row: 442, field: 'name' }] });
    const found = await host.api.call('GET', `/company?filter=${encodeURIComponent('{"q":"Across Batches"}')}`, {
      token: host.token,
    });
    expect(found.body).toEqual([]);
  });

  it('of two imports of the same names at once, one creates its records and the other leaves none live', async () => {
    const race = Array.from({ length: 450 }, (_, i) => `Race ${i},media,PT`);
    // The second has rows of its own first: on PGlite it may have written them before it meets the first's rows.
    const own = Array.from({ length: 250 }, (_, i) => `Own Rows ${i},media,PT`);
    const files = [csvOf(['name,industry,country', ...race]), csvOf(['name,industry,country', ...own, ...race])];
    const answers = await Promise.all(files.map((file) => importCsv('company', file)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const winner = answers.find((answer) => answer.status === 201)!.body.ids as number[];
    const listed = async (q: string, trashed = false) =>
      (
        await host.api.call(
          'GET',
          `/company?filter=${encodeURIComponent(JSON.stringify({ name_q: q, ...(trashed ? { trashed } : {}) }))}&range=[0,999]`,
          { token: host.token },
        )
      ).body as Array<{ id: number; name: string }>;
    const live = [...(await listed('Race ')), ...(await listed('Own Rows '))];
    expect(live.map((row) => row.id).sort()).toEqual([...winner].sort());
    expect(
      live
        .filter((row) => row.name.startsWith('Race '))
        .map((row) => row.name)
        .sort(),
    ).toEqual(Array.from({ length: 450 }, (_, i) => `Race ${i}`).sort());
  });
});
