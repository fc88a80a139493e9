// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvLine, toCsv } from '@/contract/csv';
import { recordsToCsv } from '@/admin-kit/list/exporter';
import { rowsToCsv } from '@/features/showcase/tables/tableQuery';
import type { GoodTableRow } from '@/features/showcase/tables/api';

/* CSV injection: a cell that a spreadsheet would read as a formula is written as text, in every exporter. */
const PAYLOADS = ['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1:A2)', '\t=1+1', '\r=1+1'];

describe('CSV exports', () => {
  it.each(PAYLOADS)('the management lists defuse %j', (payload) => {
    const [, line] = recordsToCsv(['name'], [{ name: payload }]).split('\r\n');
    expect(line.replace(/^"/, '')).toMatch(/^'/);
  });

  it.each(PAYLOADS)('the showcase tables defuse %j', (payload) => {
    const row = { id: 1, fullName: payload } as unknown as GoodTableRow;
    const [, line] = rowsToCsv([row], ['fullName'], ['Name']).split('\r\n');
    expect(line.replace(/^"/, '')).toMatch(/^'/);
  });

  it.each(PAYLOADS)('the server’s export, a line at a time, defuses %j', (payload) => {
    expect(csvLine([payload, 1]).replace(/^"/, '')).toMatch(/^'/);
  });

  it('writes line by line what it writes as a whole: quoted where needed, CRLF between lines', () => {
    expect(csvLine(['a, b', 'say "hi"', 'two\nlines', null, 3, true, ['x', 'y']])).toBe(
      '"a, b","say ""hi""","two\nlines",,3,true,"x; y"',
    );
    expect(toCsv(['h'], [['1'], ['2']])).toBe(['h', '1', '2'].join('\r\n'));
  });

  it('keeps numbers, and text that only contains those characters later', () => {
    expect(recordsToCsv(['a', 'b', 'c'], [{ a: -5, b: 'a=b', c: 'x@y.z' }])).toBe('a,b,c\r\n-5,a=b,x@y.z');
  });
});
