import { downloadCSV, type Exporter, type RaRecord } from 'react-admin';
import DOMPurify from 'dompurify';
import type { ResourceDeclaration } from '../declaration';
import { readableFields } from '../fields/fieldsOf';
import { declarationOf } from '../registry';

const cell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value)
    ? value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join('; ')
    : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv(columns: string[], rows: Array<Record<string, unknown>>): string {
  return [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))].join('\r\n');
}

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
        if (field.widget === 'richText' && typeof value === 'string') return [field.source, DOMPurify.sanitize(value, { ALLOWED_TAGS: [] })];
        return [field.source, value];
      })),
    );
    downloadCSV(toCsv(fields.map((f) => f.source), rows), declaration.name);
  };
}
