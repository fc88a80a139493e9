/*
 * `node:stream/web` as csv-parse's streaming parser imports it (server/areas/importCsv.ts): the same classes are
 * globals in Node and in browsers, so the server app also bundles for the browser-only mode. (csv-parse also reads
 * Node's Buffer, which a browser lacks: there a CSV import is not available yet.)
 */
export const { TransformStream, CountQueuingStrategy } = globalThis;
