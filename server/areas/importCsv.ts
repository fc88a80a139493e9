import { parse, CsvError } from 'csv-parse/stream';
import { delimiterOf } from '@/contract/importCells';
import { API_ERRORS } from '@/contract/types';
import { message } from '@schemas/kit/validation';
import { HttpError } from '../http/errors';

/*
 * A CSV's records as they arrive (csv-parse, RFC 4180; UTF-8 with or without a byte-order mark): the delimiter, `,` or
 * `;`, is judged from the header line, then every record is parsed from the bytes as they stream in, so the file is
 * never held whole. Loaded by server/areas/importFile.ts only when a CSV comes. The browser-only build parses with
 * csv-parse's browser build instead (src/shims/csv-parse-stream.ts).
 */

/** The longest record read (a picture's data URL is at most 1.4 MB). */
const MAX_RECORD_CHARS = 4_000_000;

/** The bytes of `body` up to its first line break (or all of them), decoded: enough to judge the delimiter. */
async function headerLineOf(reader: ReadableStreamDefaultReader<Uint8Array>, held: Uint8Array[]): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    held.push(value);
    text += decoder.decode(value, { stream: true });
    const end = text.search(/[\r\n]/);
    if (end >= 0) return text.slice(0, end);
  }
}

/** The records of a CSV body, each an array of its cells. */
export async function* csvRecords(body: ReadableStream<Uint8Array>): AsyncGenerator<string[]> {
  const reader = body.getReader();
  const held: Uint8Array[] = [];
  const delimiter = delimiterOf(await headerLineOf(reader, held));
  const replayed = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = held.shift();
      if (next) return controller.enqueue(next);
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (error) {
        controller.error(error);
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
  const parser = parse({
    delimiter,
    bom: true,
    skip_empty_lines: true,
    relax_column_count: true,
    max_record_size: MAX_RECORD_CHARS,
  });
  const records = replayed.pipeThrough(parser as TransformStream<Uint8Array, string[]>);
  const recordReader = records.getReader();
  try {
    for (;;) {
      const { done, value } = await recordReader.read();
      if (done) return;
      yield value;
    }
  } catch (error) {
    if (error instanceof CsvError)
      throw new HttpError(400, {
        message: API_ERRORS.importUnreadable,
        errors: { file: message('csvUnreadable', { line: Number((error as { lines?: number }).lines ?? 0) }) },
      });
    throw error;
  } finally {
    recordReader.releaseLock();
    await records.cancel().catch(() => undefined);
  }
}
