import type { AreaModel } from '@schemas/kit/model';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, importPath, MAX_LISTED_ROW_ERRORS } from '@/contract/import';
import { answer, closed, errors, ref } from './components';
import { pascal } from './areas';
import type { PathItem, Schema } from './types';

/*
 * POST /v1/{area}/import and POST /v1/{area}/import/{importId}/undo (server/areas/import.ts): a file's rows created
 * as records, all or none, and taken back to the trash.
 */

const count: Schema = { type: 'integer', minimum: 0 };
const rowErrors: Schema = {
  type: 'array',
  maxItems: MAX_LISTED_ROW_ERRORS,
  items: ref('ImportRowError'),
  description: `Each refused field of each row, in row order (at most ${MAX_LISTED_ROW_ERRORS}).`,
};
const ids: Schema = { type: 'array', items: { type: 'integer' } };

export const importSchemas = (): Record<string, Schema> => ({
  ImportRowError: closed({
    row: {
      type: 'integer',
      minimum: 1,
      description: "The row's number as in the file: a CSV's header is row 1; a JSON array's first item is row 1.",
    },
    field: { type: 'string', description: 'The field, or `_` for the row as a whole.' },
    message: {
      type: 'string',
      description: 'An i18n key of adminKit.validation (with its arguments), as a create answers.',
    },
  }),
  ImportDryRun: closed({ dryRun: { const: true }, total: count, valid: count, errors: rowErrors }),
  ImportRefused: closed({
    message: { const: 'adminKit.errors.importRows' },
    total: count,
    valid: count,
    errors: rowErrors,
  }),
  ImportDone: closed({ importId: { type: 'string', format: 'uuid' }, created: count, ids }),
  ImportUndone: closed({ importId: { type: 'string', format: 'uuid' }, trashed: count, ids }),
});

const fileTooLarge = (): Record<string, ReturnType<typeof answer>> => ({
  413: answer(
    `The file is larger than the server's limit (${IMPORT_MAX_BYTES.toLocaleString('en')} bytes unless configured otherwise): \`errors.file\` names the limit.`,
    ref('ApiError'),
  ),
  415: answer('Neither `text/csv` nor `application/json`.', ref('ApiError')),
});

/** The import paths of an area that is written through the API (not the audit trail). */
export function importPaths(declaration: AreaModel): Record<string, PathItem> {
  if (declaration.server?.readOnly) return {};
  const area = declaration.name;
  const name = pascal(area);
  return {
    [`/v1${importPath(area)}`]: {
      post: {
        tags: [area],
        operationId: `import${name}`,
        summary: `Import ${area} records from a CSV or JSON file`,
        description:
          'Every row is created as `POST` would create it (the same validation, unique values, references, permissions and ' +
          'row conditions), in one transaction: all rows or none. CSV: RFC 4180, UTF-8 with or without a byte-order mark, ' +
          '`,` or `;` (judged from the header line), streamed; a header row naming each column by its field name or its ' +
          "label in en, de, fr or pt (an export's file imports back); id, dates and read-only fields are read and left out, " +
          'any other unknown column refuses the file. Empty cells are no value; numbers, flags (true/false, yes/no, 1/0) and ' +
          "lists (`;`-separated, or JSON) are read from their text; text that starts like a formula stays text (an export's " +
          'guard apostrophe is taken off). JSON: an array of objects keyed the same way (parsed whole, within the size limit). ' +
          "A reference is an id or the referenced record's name (e.g. a role by its name). " +
          `At most ${IMPORT_MAX_ROWS.toLocaleString('en')} rows unless the server is configured otherwise. ` +
          "Needs the right to store; a column the role may not write is refused (403 naming it). Each record's history " +
          'entry carries the import id.',
        parameters: [
          {
            name: 'dryRun',
            in: 'query',
            description: 'true: check every row as the real run would (clashes between rows included), write nothing.',
            schema: { enum: ['true', 'false'], default: 'false' },
          },
        ],
        requestBody: {
          required: true,
          content: {
            'text/csv': { schema: { type: 'string' } },
            'application/json': { schema: { type: 'array', items: { type: 'object' } } },
          },
        },
        responses: {
          200: answer('The dry run: how many rows would be created, and each refused row.', ref('ImportDryRun')),
          201: answer('Every row created.', ref('ImportDone')),
          400: answer(
            'Rows refused (`ImportRefused`, nothing written), or the file: empty, no rows, too many rows, unreadable, ' +
              'not an array, unknown or repeated columns (`errors` names them).',
            { oneOf: [ref('ImportRefused'), ref('ApiError')] },
          ),
          ...errors(401, 403),
          ...fileTooLarge(),
        },
      },
    },
    [`/v1${importPath(area)}/{importId}/undo`]: {
      post: {
        tags: [area],
        operationId: `undoImport${name}`,
        summary: `Move the ${area} records an import created to the trash`,
        description:
          'The records the import created that are still live go to the trash, each with its history entry, in one ' +
          'transaction (refused as a whole if one cannot be deleted). Needs the right to delete.',
        parameters: [{ name: 'importId', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: {
          200: answer('The records moved to the trash.', ref('ImportUndone')),
          ...errors(401, 403, 404),
          409: answer('A record is still used by other records (`usedBy`).', ref('ApiError')),
        },
      },
    },
  };
}
