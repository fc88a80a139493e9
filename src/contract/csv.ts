/*
 * One CSV writer for every export, in the browser and on the server (RFC 4180: comma-separated, CRLF between lines).
 *
 * CSV injection: a spreadsheet runs text that starts like a formula (=, +, -, @, tab, carriage return, or their
 * full-width and small forms). It may also split a line on another separator than ours, without regard to quotes (a
 * German, French or Portuguese Excel splits on `;`), so every place where a cell could start is defused: the cell's
 * start and the start of what follows a `,` `;` tab or line break inside it (spaces after it included). There an
 * apostrophe goes before the formula character (and before any apostrophes already there, so the guard is told from
 * the data): a spreadsheet shows the text instead of running it, and an import takes the guard off again (`unguarded`),
 * so an exported file imports back unchanged. Cells that hold a separator, a quote or a line break are quoted.
 */
const FORMULA = '[=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20\\uFE66\\uFE62\\uFE63\\uFE6B]';
/** Where a cell may start when split on any separator (the text's start, or after one): its spaces, its apostrophes. */
const GUARD_AT = new RegExp(`(?<=^|[,;\\t\\r\\n])( *)('*)(?=${FORMULA})`, 'g');
/** The same place with the guard apostrophe `defused` put there. */
const GUARDED_AT = new RegExp(`(?<=^|[,;\\t\\r\\n])( *)'('*)(?=${FORMULA})`, 'g');
const NEEDS_QUOTES = /[",;\t\n\r]/;

/** The line break between records. */
export const CSV_LINE_END = '\r\n';

/** The UTF-8 byte-order mark a spreadsheet needs to read a file's accents right (Excel guesses otherwise). */
export const UTF8_BOM = '\uFEFF';

/** Text with an apostrophe before every formula character a spreadsheet could read at the start of a cell. */
export const defused = (text: string): string => text.replace(GUARD_AT, "$1'$2");

/** Text as it was before `defused` (what an import reads from an exported cell). */
export const unguarded = (text: string): string => text.replace(GUARDED_AT, '$1$2');

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value)
    ? value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join('; ')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  if (typeof value !== 'number') text = defused(text);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, without its line break: what a file written row by row appends. */
export const csvLine = (cells: readonly unknown[]): string => cells.map(csvCell).join(',');

/** A header line and one line per row, CRLF-separated. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return [csvLine(header), ...rows.map(csvLine)].join(CSV_LINE_END);
}
