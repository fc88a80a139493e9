/*
 * One CSV writer for every export, in the browser and on the server (RFC 4180: comma-separated, CRLF between lines).
 * A text cell that starts like a formula (=, +, -, @, tab, carriage return) gets a leading apostrophe, so a
 * spreadsheet shows it instead of running it (CSV injection); cells with a comma, quote or line break are quoted.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The line break between records. */
export const CSV_LINE_END = '\r\n';

/** The UTF-8 byte-order mark a spreadsheet needs to read a file's accents right (Excel guesses otherwise). */
export const UTF8_BOM = '\uFEFF';

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value)
    ? value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join('; ')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, without its line break: what a file written row by row appends. */
export const csvLine = (cells: readonly unknown[]): string => cells.map(csvCell).join(',');

/** A header line and one line per row, CRLF-separated. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return [csvLine(header), ...rows.map(csvLine)].join(CSV_LINE_END);
}
