import type { AreaModel } from '@schemas/kit/model';
import { key, message } from '@schemas/kit/validation';
import { cellValue } from '@/contract/importCells';
import { IMPORT_CONTENT_TYPES } from '@/contract/import';
import { isPlainObject, shapeProblem, type Row } from '@/contract/rules';
import { API_ERRORS } from '@/contract/types';
import { HttpError } from '../http/errors';
import { importColumnsOf, type ChosenColumns, type ImportColumn } from './importColumns';

/*
 * An imported file as rows (server/areas/import.ts): CSV (`text/csv`) streamed record by record, or JSON
 * (`application/json`, an array of objects). Each row is a create's body, keyed by field name; a row that cannot be
 * one carries its problems instead. The body is counted as it arrives: past `maxBytes` the import stops with 413.
 */

export interface ImportRow {
  /** Its number as in the file: a CSV's header is row 1; a JSON array's first item is row 1. */
  row: number;
  values: Row;
  /** What makes the row unusable before validation (extra cells, a nested `__proto__`): field → message. */
  problems?: Record<string, string>;
}

export interface ImportFile {
  /** The fields the file's columns fill. */
  fields: string[];
  rows: AsyncGenerator<ImportRow>;
  /** Reads and drops what is left of the upload (within the limit), before a refusal is answered. */
  drain(): Promise<void>;
}

type FileRows = Omit<ImportFile, 'drain'>;

export interface ImportLimits {
  maxBytes: number;
  maxRows: number;
}

const tooLarge = (maxBytes: number) =>
  new HttpError(413, {
    message: API_ERRORS.importTooLarge,
    errors: { file: message('fileTooLarge', { limit: maxBytes }) },
  });

/**
 * The body's bytes, refused with 413 once more than `maxBytes` have come; and `drain`, which reads and drops what a
 * refused file left of them (up to `maxBytes` in all), so that the client, still sending, gets the answer: a connection
 * closed under an upload is all a client such as fetch reports (security review 4, N13). Past `maxBytes` the rest is
 * cancelled instead, which closes the connection.
 */
function drainable(body: ReadableStream<Uint8Array>, maxBytes: number) {
  const reader = body.getReader();
  let seen = 0;
  let ended = false;
  const bytes = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        return controller.close();
      }
      seen += value.byteLength;
      if (seen > maxBytes) controller.error(tooLarge(maxBytes));
      else controller.enqueue(value);
    },
    // What a refused file leaves is drained, not cancelled.
    cancel: () => undefined,
  });
  async function drain() {
    try {
      while (!ended && seen <= maxBytes) {
        const { done, value } = await reader.read();
        if (done) ended = true;
        else seen += value.byteLength;
      }
      if (!ended) await reader.cancel();
    } catch {
      // The client went away.
    }
  }
  return { bytes, drain };
}

/** The kind of file the request says it sends; 415 for anything else. */
function kindOf(contentType: string | undefined): keyof typeof IMPORT_CONTENT_TYPES {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  const kind = (Object.keys(IMPORT_CONTENT_TYPES) as Array<keyof typeof IMPORT_CONTENT_TYPES>).find(
    (name) => IMPORT_CONTENT_TYPES[name] === type,
  );
  if (!kind) throw new HttpError(415, { message: API_ERRORS.importUnsupportedType });
  return kind;
}

const fileProblem = (status: 400, messageKey: string) => new HttpError(status, { message: messageKey });

async function csvFile(
  declaration: AreaModel,
  body: ReadableStream<Uint8Array>,
  chosen: ChosenColumns,
): Promise<FileRows> {
  const { csvRecords } = await import('./importCsv');
  const records = csvRecords(body);
  const first = await records.next();
  if (first.done || first.value.every((cell) => cell.trim() === '')) throw fileProblem(400, API_ERRORS.importEmpty);
  const columns = importColumnsOf(declaration, first.value, chosen);
  async function* rows(): AsyncGenerator<ImportRow> {
    let row = 1;
    for await (const cells of records) {
      row++;
      const values: Row = {};
      columns.forEach((field, i) => {
        if (field) values[field.source] = cellValue(field, cells[i] ?? '');
      });
      const extra = cells.length > columns.length && cells.slice(columns.length).some((cell) => cell.trim() !== '');
      // The checks a JSON body gets (a NUL, which PostgreSQL text cannot hold; a list's nested `__proto__`).
      const problems = extra ? { _: message('extraCells', { columns: columns.length }) } : shapeProblem(values);
      yield problems ? { row, values, problems } : { row, values };
    }
  }
  return { fields: fieldsOf(columns), rows: rows() };
}

const fieldsOf = (columns: ImportColumn[]) => columns.flatMap((field) => (field ? [field.source] : []));

async function textOf(body: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    text += decoder.decode(value, { stream: true });
  }
}

/**
 * A JSON array is parsed whole (within `maxBytes`): there is no streaming JSON parser among the dependencies, and a
 * spreadsheet's rows come as CSV. Its keys name columns as a CSV header's cells do.
 */
async function jsonFile(
  declaration: AreaModel,
  body: ReadableStream<Uint8Array>,
  chosen: ChosenColumns,
): Promise<FileRows> {
  const text = await textOf(body);
  if (!text.trim()) throw fileProblem(400, API_ERRORS.importEmpty);
  let items: unknown;
  try {
    items = JSON.parse(text);
  } catch {
    throw fileProblem(400, API_ERRORS.badJson);
  }
  if (!Array.isArray(items)) throw fileProblem(400, API_ERRORS.importNotArray);
  const list: unknown[] = items;
  const keys = new Set<string>();
  for (const item of list) if (isPlainObject(item)) for (const name of Object.keys(item)) keys.add(name);
  const header = [...keys];
  const columns = importColumnsOf(declaration, header, chosen);
  const fieldOf = new Map(header.map((name, i) => [name, columns[i]]));
  async function* rows(): AsyncGenerator<ImportRow> {
    for (const [index, item] of list.entries()) {
      const row = index + 1;
      if (!isPlainObject(item)) {
        yield { row, values: {}, problems: { _: key('invalid') } };
        continue;
      }
      const values: Row = {};
      for (const [name, value] of Object.entries(item)) {
        const field = fieldOf.get(name);
        if (field) values[field.source] = value;
      }
      const problems = shapeProblem(values);
      yield problems ? { row, values, problems } : { row, values };
    }
  }
  return { fields: fieldsOf(columns), rows: rows() };
}

/**
 * The request's file as rows: 415 for another content type, 413 past `maxBytes`, 400 for an empty file. A refusal
 * drains the body first (see drainable), but for a length over the limit, which is answered at once.
 */
export async function importFileOf(
  declaration: AreaModel,
  request: Request,
  { maxBytes, columns = {} }: Pick<ImportLimits, 'maxBytes'> & { columns?: ChosenColumns },
): Promise<ImportFile> {
  const length = Number(request.headers.get('Content-Length') ?? NaN);
  if (length > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) throw fileProblem(400, API_ERRORS.importEmpty);
  const { bytes, drain } = drainable(request.body, maxBytes);
  try {
    const kind = kindOf(request.headers.get('Content-Type') ?? undefined);
    const file = await (kind === 'csv' ? csvFile(declaration, bytes, columns) : jsonFile(declaration, bytes, columns));
    return { ...file, drain };
  } catch (error) {
    await drain();
    throw error;
  }
}
