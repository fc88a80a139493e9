import type { AreaModel } from '@schemas/kit/model';
import { describeSchema } from '@schemas/kit/describe';
import { CSV_LINE_END, csvLine, UTF8_BOM } from '@/contract/csv';
import type { ExportOptions } from '@/contract/export';
import type { Row } from '@/contract/rules';
import { FIELD_LABELS } from '@/contract/fieldLabels.generated';

/*
 * How an export writes its rows (server/areas/export.ts), a piece at a time: its beginning, each row, its end.
 * JSON: an array of the records exactly as the list answers them. CSV (RFC 4180, UTF-8 with a byte-order mark so that
 * a spreadsheet reads its accents): a header row, then one line per record with the cells the caller may see, each
 * value as the API answers it (a choice's value, a reference's id, dates in ISO 8601), so that the file can be read
 * back; formula-looking text is defused (src/contract/csv.ts).
 */

export interface ExportFile {
  start: string;
  /** A row's text, given whether it is the file's first. */
  row: (row: Row, first: boolean) => string;
  end: string;
}

/** The fields a CSV carries, in the form's order then id and dates: what the caller may see, but pictures. */
export function csvColumns(declaration: AreaModel, hidden: ReadonlySet<string>, trashed: boolean): string[] {
  const fields = describeSchema(declaration.schema)
    // A picture is a data URL of up to megabytes: no spreadsheet cell holds one (Excel's hold 32,767 characters).
    .filter((field) => !field.writeOnly && !hidden.has(field.source) && field.widget !== 'image')
    .map((field) => field.source);
  return [...fields, 'id', 'createdAt', 'updatedAt', ...(trashed ? ['deletedAt'] : [])];
}

function csvFile(columns: readonly string[], header: readonly string[]): ExportFile {
  return {
    start: UTF8_BOM + csvLine(header) + CSV_LINE_END,
    row: (row) => csvLine(columns.map((name) => row[name])) + CSV_LINE_END,
    end: '',
  };
}

const JSON_FILE: ExportFile = {
  start: '[',
  row: (row, first) => `${first ? '\n' : ',\n'}${JSON.stringify(row)}`,
  end: '\n]\n',
};

/** The file an export writes for `declaration`, as the caller (without their hidden fields) asked for it. */
export function exportFileOf(
  declaration: AreaModel,
  options: ExportOptions,
  hidden: ReadonlySet<string>,
  trashed: boolean,
): ExportFile {
  if (options.format === 'json') return JSON_FILE;
  const columns = csvColumns(declaration, hidden, trashed);
  const labels = FIELD_LABELS[declaration.name]?.[options.locale] ?? {};
  return csvFile(columns, options.header === 'names' ? columns : columns.map((name) => labels[name] ?? name));
}
