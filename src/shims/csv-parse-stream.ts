import { Parser, CsvError, type Options } from 'csv-parse/browser/esm';

/*
 * `csv-parse/stream` for the browser-only mode's server (server/areas/importCsv.ts): the same parser, from
 * csv-parse's browser build, which carries its own Buffer (a browser has none), behind the same web TransformStream of
 * bytes in and records out. The Node build imports csv-parse/stream itself.
 */
export { CsvError };

export function parse(options: Options): TransformStream<Uint8Array, string[]> {
  const parser = new Parser(options);
  // The browser build's stream takes text or its own Buffer, not plain bytes: the bytes are decoded as they come (a
  // character split between two chunks waits for its end). The byte-order mark stays, for the parser's `bom`.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  let failure: unknown;
  return new TransformStream<Uint8Array, string[]>({
    start(controller) {
      parser.on('data', (record: string[]) => controller.enqueue(record));
      parser.on('error', (error: unknown) => {
        failure = error;
        controller.error(error);
      });
    },
    transform(chunk) {
      if (failure) throw failure;
      parser.write(decoder.decode(chunk, { stream: true }));
    },
    flush: () =>
      new Promise<void>((resolve, reject) => {
        if (failure) return reject(failure);
        parser.once('end', resolve);
        parser.once('error', reject);
        parser.end(decoder.decode());
      }),
  });
}
