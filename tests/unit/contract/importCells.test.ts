// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FieldDescription } from '@schemas/kit/describe';
import type { Widget } from '@schemas/kit/fields';
import { csvCell } from '@/contract/csv';
import { cellValue, delimiterOf, listOf } from '@/contract/importCells';

/* An import reads each CSV cell as the value a create's body would carry (src/contract/importCells.ts). */
const fieldOf = (widget: Widget): FieldDescription => ({
  source: 'f',
  widget,
  required: false,
  readOnly: false,
  writeOnly: false,
});

describe("an import's cells", () => {
  it('are no value when empty, and numbers and flags when they read as such', () => {
    expect(cellValue(fieldOf('text'), '')).toBeNull();
    expect(cellValue(fieldOf('number'), '  ')).toBeNull();
    expect(cellValue(fieldOf('number'), '-12.5')).toBe(-12.5);
    expect(cellValue(fieldOf('number'), '3,25')).toBe(3.25);
    expect(cellValue(fieldOf('number'), 'twelve')).toBe('twelve');
    for (const [text, flag] of [
      ['true', true],
      ['Yes', true],
      ['1', true],
      ['FALSE', false],
      ['no', false],
      ['0', false],
    ])
      expect(cellValue(fieldOf('switch'), text as string)).toBe(flag);
    expect(cellValue(fieldOf('switch'), 'maybe')).toBe('maybe');
  });

  it('read lists as the export writes them, or as JSON', () => {
    expect(cellValue(fieldOf('tags'), 'a; b ;c')).toEqual(['a', 'b', 'c']);
    expect(cellValue(fieldOf('tags'), '["x; y","z"]')).toEqual(['x; y', 'z']);
    const items = [
      { label: 'Docs; guides', url: 'https://example.com/{a}' },
      { label: 'Two', url: null },
    ];
    const exported = csvCell(items);
    // The exported cell, unquoted as a CSV reader does.
    const cell = exported.slice(1, -1).replace(/""/g, '"');
    expect(cellValue(fieldOf('repeater'), cell)).toEqual(items);
    expect(listOf('{"broken"; x')).toBe('{"broken"; x');
  });

  it("stay text when they look like formulas, without the export's guard apostrophe", () => {
    for (const text of ['=1+1', '+1', '-1 Minus', '@SUM(A1)'])
      expect(cellValue(fieldOf('text'), `'${text}`)).toBe(text);
    expect(cellValue(fieldOf('text'), '=HYPERLINK("x")')).toBe('=HYPERLINK("x")');
    expect(cellValue(fieldOf('text'), "'quoted'")).toBe("'quoted'");
    expect(cellValue(fieldOf('number'), "'-2")).toBe(-2);
  });

  it('judge the delimiter from the header line, outside quotes', () => {
    expect(delimiterOf('name,industry,country')).toBe(',');
    expect(delimiterOf('Name;Branche;Land')).toBe(';');
    expect(delimiterOf('"a,b,c";d;e')).toBe(';');
    expect(delimiterOf('name')).toBe(',');
  });
});
