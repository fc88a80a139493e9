import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import type { DescribedArea } from '../declaration';
import { recordFields } from '../fields/fieldsOf';
import { toCsv } from '@/contract/csv';
import type { CsvContext } from '../widgets/types';
import { LIST_WIDGETS } from '../widgets/listWidgets';

/** The CSV of records: one column per field, `headers` naming them. */
export const recordsToCsv = (
  columns: string[],
  rows: Array<Record<string, unknown>>,
  headers: readonly string[] = columns,
): string =>
  toCsv(
    headers,
    rows.map((row) => columns.map((column) => row[column])),
  );

/**
 * CSV of what the list shows (react-admin passes the current filters and sort), as the person exporting reads it:
 * every field of the record its widget exports (not when it went to the trash), headed by the field's label in their
 * language, each cell as its widget writes it (a choice's label, rich text as plain text, references as the referenced
 * record's name). Dates stay ISO 8601, which every spreadsheet reads whatever its language.
 */
export function exporterFor(declaration: DescribedArea, readers: Omit<CsvContext, 'related'>): Exporter {
  const fields = recordFields(declaration).filter((f) => LIST_WIDGETS[f.widget].csv !== false);
  return async (records: RaRecord[], fetchRelatedRecords) => {
    const related = new Map<string, Record<string, RaRecord>>();
    for (const field of fields.filter((f) => f.reference)) {
      related.set(field.source, await fetchRelatedRecords(records, field.source, field.reference!));
    }
    const rows = records.map((record) =>
      Object.fromEntries(
        fields.map((field) => {
          const cell = LIST_WIDGETS[field.widget].csv;
          const context = { ...readers, related: related.get(field.source) };
          return [field.source, cell ? cell(record[field.source], field, context) : undefined];
        }),
      ),
    );
    downloadCSV(
      recordsToCsv(
        fields.map((f) => f.source),
        rows,
        fields.map((f) => readers.labels.field(f.source)),
      ),
      declaration.name,
    );
  };
}
