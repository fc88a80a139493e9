/*
 * `POST /v1/{area}/import` and `POST /v1/{area}/import/{importId}/undo` (server/areas/import.ts answers them): records
 * brought in from a CSV or JSON file, all of them or none, and taken out again (to the trash) in one step. The shapes
 * here are what the app's Import screen and any API client read.
 */

export const IMPORT_CONTENT_TYPES = { csv: 'text/csv', json: 'application/json' } as const;

/** The import's path under the API's address. */
export const importPath = (area: string) => `/${area}/import`;

/** The undo of one import. */
export const undoImportPath = (area: string, importId: string) => `/${area}/import/${importId}/undo`;

/** The largest file an import reads (413 above), unless the server is configured otherwise. */
export const IMPORT_MAX_BYTES = 20_000_000;

/** The most rows one import takes (400 above), unless the server is configured otherwise. */
export const IMPORT_MAX_ROWS = 100_000;

/** How many row errors an answer lists at most: `valid` and `total` still count every row. */
export const MAX_LISTED_ROW_ERRORS = 1000;

/** An import id: the server makes them (a UUID); anything else is not one. */
export const IMPORT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * What is wrong with one row: its number as in the file (a CSV's header is row 1, so its first record is row 2; a
 * JSON array's first item is row 1), the field (`_` for the row as a whole) and the message (an i18n key of
 * adminKit.validation, possibly with arguments, as a create's field errors).
 */
export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

/** `?dryRun=true`: every row checked as a create would check it, nothing written. */
export interface ImportDryRun {
  dryRun: true;
  /** Rows read from the file. */
  total: number;
  /** Rows a real run would create. */
  valid: number;
  /** At most MAX_LISTED_ROW_ERRORS, in row order. */
  errors: ImportRowError[];
}

/** A real run that wrote every row (201). */
export interface ImportDone {
  importId: string;
  created: number;
  /** The created records' ids, in the file's order. */
  ids: number[];
}

/** A real run refused because of its rows (400): nothing was written. */
export interface ImportRefused {
  message: string;
  total: number;
  valid: number;
  errors: ImportRowError[];
}

/** The undo of an import: the records it created that were still live, now in the trash. */
export interface ImportUndone {
  importId: string;
  trashed: number;
  ids: number[];
}
