// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TARGETS, useTarget } from './support/target';

/*
 * Import limits (security review 4): a CSV cell gets the shape checks a JSON body gets (N5: a NUL is the row's 400,
 * never a 500 from the database).
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
});
