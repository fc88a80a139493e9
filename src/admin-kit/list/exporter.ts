import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../declaration';
import { readableFields } from '../fields/fieldsOf';
import { htmlToText } from '@/contract/html';
import { toCsv } from '@/shared/csv';
import { declarationOf } from '../registry';

/** The CSV of records: one column per field (its name as the header). */
export const recordsToCsv = (columns: string[], rows: Array<Record<string, unknown>>): string =>
  toCsv(columns, rows.map((row) => columns.map((column) => row[column])));

/**
 * CSV of what the list shows (react-admin passes the current filters and sort): every readable field except
 * images, rich text as plain text, references as the referenced record's name.
 */
export function exporterFor(declaration: ResourceDeclaration): Exporter {
  const fields = readableFields(declaration).filter((f) => f.widget !== 'image');
  return async (records: RaRecord[], fetchRelatedRecords) => {
    const related = new Map<string, Record<string, RaRecord>>();
    for (const field of fields.filter((f) => f.widget === 'reference')) {
      related.set(field.source, await fetchRelatedRecords(records, field.source, field.reference!));
    }
    const rows = records.map((record) =>
      Object.fromEntries(fields.map((field) => {
        const value = record[field.source];
        if (field.widget === 'reference') {
          const target = related.get(field.source)?.[String(value)];
          return [field.source, target ? target[declarationOf(field.reference).representation] : value];
        }
        if (field.widget === 'richText' && typeof value === 'string') return [field.source, htmlToText(value)];
        return [field.source, value];
      })),
    );
    downloadCSV(recordsToCsv(fields.map((f) => f.source), rows), declaration.name);
  };
}
