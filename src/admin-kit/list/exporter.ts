import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import type { DescribedArea } from '../declaration';
import { readableFields } from '../fields/fieldsOf';
import { toCsv } from '@/shared/csv';
import { LIST_WIDGETS } from '../widgets/listWidgets';

/** The CSV of records: one column per field (its name as the header). */
export const recordsToCsv = (columns: string[], rows: Array<Record<string, unknown>>): string =>
  toCsv(
    columns,
    rows.map((row) => columns.map((column) => row[column])),
  );

/**
 * CSV of what the list shows (react-admin passes the current filters and sort): every readable field its widget
 * exports, each cell as its widget writes it (rich text as plain text, references as the referenced record's name).
 */
export function exporterFor(declaration: DescribedArea): Exporter {
  const fields = readableFields(declaration).filter((f) => LIST_WIDGETS[f.widget].csv !== false);
  return async (records: RaRecord[], fetchRelatedRecords) => {
    const related = new Map<string, Record<string, RaRecord>>();
    for (const field of fields.filter((f) => f.reference)) {
      related.set(field.source, await fetchRelatedRecords(records, field.source, field.reference!));
    }
    const rows = records.map((record) =>
      Object.fromEntries(
        fields.map((field) => {
          const cell = LIST_WIDGETS[field.widget].csv;
          return [field.source, cell ? cell(record[field.source], field, related.get(field.source)) : undefined];
        }),
      ),
    );
    downloadCSV(
      recordsToCsv(
        fields.map((f) => f.source),
        rows,
      ),
      declaration.name,
    );
  };
}
