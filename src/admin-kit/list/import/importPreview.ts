import { parse } from 'csv-parse/browser/esm/sync';
import type { FieldDescription } from '@schemas/kit/describe';
import { delimiterOf } from '@/contract/importCells';

/*
 * What the Import screen shows of a file before anything is sent: its columns and first rows, read from its first
 * part only (a 10 MB file is never read whole in the page; the server streams it), and the field each column
 * probably fills.
 */

/** Rows the preview shows. */
export const PREVIEW_ROWS = 10;
/** How much of a CSV file the preview reads. */
const PREVIEW_BYTES = 256 * 1024;

export interface FilePreview {
  kind: 'csv' | 'json';
  columns: string[];
  /** The first rows, each cell as text, in the columns' order. */
  rows: string[][];
}

const text = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

export async function previewOf(file: File): Promise<FilePreview> {
  const json = file.type.includes('json') || /\.json$/i.test(file.name);
  if (json) {
    const items: unknown = JSON.parse(await file.text());
    if (!Array.isArray(items)) throw new Error('adminKit.list.import.notAnArray');
    const first = items.slice(0, PREVIEW_ROWS) as Array<Record<string, unknown>>;
    const columns = [...new Set(first.flatMap((item) => Object.keys(item ?? {})))];
    return { kind: 'json', columns, rows: first.map((item) => columns.map((column) => text(item?.[column]))) };
  }
  let head = await file.slice(0, PREVIEW_BYTES).text();
  // Only whole lines: the last one read may be cut short.
  if (file.size > PREVIEW_BYTES) head = head.slice(0, head.lastIndexOf('\n') + 1);
  const firstLine = head.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const records = parse(head, {
    bom: true,
    delimiter: delimiterOf(firstLine),
    relax_column_count: true,
    skip_empty_lines: true,
    to_line: PREVIEW_ROWS + 1,
  }) as string[][];
  const [columns = [], ...rows] = records;
  if (!columns.length) throw new Error('adminKit.list.import.empty');
  return { kind: 'csv', columns, rows };
}

const nameOf = (value: string) => value.trim().toLowerCase();

/**
 * The field each column probably fills: the one named so, or labelled so in any of the app's languages; null when
 * none is (the person picks one, or leaves the column out).
 */
export function guessColumns(
  columns: readonly string[],
  fields: readonly FieldDescription[],
  labelsOf: (source: string) => readonly string[],
): Array<string | null> {
  const names = new Map<string, string>();
  for (const field of fields) names.set(nameOf(field.source), field.source);
  for (const field of fields)
    for (const label of labelsOf(field.source)) if (!names.has(nameOf(label))) names.set(nameOf(label), field.source);
  const taken = new Set<string>();
  return columns.map((column) => {
    const field = names.get(nameOf(column));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}
