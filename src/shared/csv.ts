/*
 * One CSV writer for every export. A text cell that starts like a formula (=, +, -, @, tab, carriage return) gets a
 * leading apostrophe, so a spreadsheet shows it instead of running it (CSV injection); cells with a comma, quote or
 * line break are quoted.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

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

/** A header line and one line per row, CRLF-separated (RFC 4180). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return [header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n');
}
