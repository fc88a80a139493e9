// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '@/contract/csv';
import { parseCsv } from '@tests/support/parseCsv';
import { cellValue } from '@/contract/importCells';
import type { FieldDescription } from '@schemas/kit/describe';

/*
 * Security review 4, N4: a spreadsheet may split a line on `;`, a tab or a line break instead of `,`, and without
 * regard to quotes (Excel in German, French or Portuguese splits on `;`). No piece it could make may start with a
 * formula character, full-width ones included, and an exported file still imports back unchanged.
 */
const PAYLOADS = [
  'inj;=1+7;x',
  '＝1+9',
  '＋1+2',
  '－1+3',
  '＠SUM(1,4)',
  '﹦1+1',
  '+1+2',
  '@SUM(1,4)',
  '\t=1+5',
  ' =1+8',
  "'=1+10",
  'a,=1+2',
  'a\t=1+3',
  'a\n=1+4',
  'a\r\n+1+5',
  'a; @x',
  "a;'-1",
  'x;\t=1',
  ['=1+1', 'plain', '-2'],
  '=HYPERLINK("http://evil.example","x")',
];

/** Every piece a separator-naive spreadsheet could make of a line, spaces at its start dropped. */
const piecesOf = (line: string) => line.split(/[,;\t\r\n]/).map((piece) => piece.replace(/^[ "]*/, ''));

const FORMULA_START = /^[=+\-@\t\r＝＋－＠﹦﹢﹣﹫]/;

const textField: FieldDescription = { source: 'f', widget: 'text', required: false, readOnly: false, writeOnly: false };

describe('CSV export against spreadsheets that split on other separators', () => {
  it.each(PAYLOADS.map((payload) => [JSON.stringify(payload), payload]))(
    'leaves no piece of %s starting like a formula',
    (_, payload) => {
      const line = csvLine(['before', payload, 'after']);
      for (const piece of piecesOf(line)) expect(piece, line).not.toMatch(FORMULA_START);
    },
  );

  it('quotes every cell that holds a separator, a quote or a line break', () => {
    for (const text of ['a;b', 'a,b', 'a\tb', 'a\nb', 'a\rb', 'say "hi"']) expect(csvCell(text)).toMatch(/^".*"$/s);
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('inj;=1+7;x')).toBe(`"inj;'=1+7;x"`);
  });

  it('keeps numbers as they are', () => {
    expect(csvCell(-5)).toBe('-5');
  });

  it.each(
    PAYLOADS.filter((payload) => typeof payload === 'string').map((payload) => [JSON.stringify(payload), payload]),
  )('reads %s back unchanged through a CSV reader and the import', (_, payload) => {
    const [[cell]] = parseCsv(csvCell(payload) + '\r\n');
    expect(cellValue(textField, cell)).toBe(payload);
  });
});
