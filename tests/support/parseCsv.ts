/**
 * Reads a CSV file back as a spreadsheet would (RFC 4180: quoted cells may hold commas, quotes doubled, line breaks;
 * records end with CRLF): its rows of cells. A test's reader, strict where a writer could go wrong: a quote inside an
 * unquoted cell, or a file ending inside quotes, throws.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  while (i < text.length) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else cell += char;
      i++;
      continue;
    }
    if (char === '"') {
      if (cell) throw new Error(`a quote inside an unquoted cell, at ${i}`);
      quoted = true;
    } else if (char === ',') endCell();
    else if (char === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += char;
    i++;
  }
  if (quoted) throw new Error('the file ends inside a quoted cell');
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}
