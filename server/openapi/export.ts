import type { AreaModel } from '@schemas/kit/model';
import { EXPORT_FORMATS, EXPORT_HEADERS, EXPORT_LOCALES, exportPath } from '@/contract/export';
import { answer, errors, ref } from './components';
import { listParameters, pascal } from './areas';
import type { Parameter, PathItem, Schema } from './types';

/* GET /v1/{area}/export (server/areas/export.ts): every record of a list as one CSV or JSON file. */

const choice = (name: string, description: string, values: readonly string[], fallback: string): Parameter => ({
  name,
  in: 'query',
  description,
  schema: { enum: [...values], default: fallback },
});

/** The export path of an area; `recordShape` is its record's schema, whose fields the filter takes. */
export function exportPaths(declaration: AreaModel, recordShape: Schema): Record<string, PathItem> {
  const area = declaration.name;
  const name = pascal(area);
  const listed = listParameters(declaration, recordShape).filter((p) => p.name === 'sort' || p.name === 'filter');
  const search = declaration.list.search.length
    ? [
        {
          name: 'q',
          in: 'query',
          description: 'The same as `filter.q`, given on its own (not both).',
          schema: { type: 'string' },
        } satisfies Parameter,
      ]
    : [];
  return {
    [`/v1${exportPath(area)}`]: {
      get: {
        tags: [area],
        operationId: `export${name}`,
        summary: `Export every ${area} record of a list`,
        description:
          'Every record the list with these `sort` and `filter` would answer, on every page, in its order, as one file: ' +
          'the records the role may read, without the fields it hides; the trash (`filter.trashed`) needs the right to delete. ' +
          'Streamed as it is read, so any number of records can be exported. CSV: RFC 4180, UTF-8 with a byte-order mark, ' +
          'a header row, a cell per field (pictures left out) with the value the API answers; text that starts like a ' +
          'formula (`=`, `+`, `-`, `@`) gets a leading apostrophe. JSON: an array of the records as the list answers them.',
        parameters: [
          ...listed,
          ...search,
          choice('format', 'The file: CSV or JSON.', EXPORT_FORMATS, 'csv'),
          choice(
            'header',
            "CSV: the header row names each field by its label (in `locale`) or by its name, as the API's records do.",
            EXPORT_HEADERS,
            'labels',
          ),
          choice('locale', "CSV: the labels' language.", EXPORT_LOCALES, 'en'),
        ],
        responses: {
          200: {
            description: 'The file, as an attachment.',
            headers: {
              'Content-Disposition': {
                required: true,
                description: `attachment; filename="${area}-<day, UTC>.csv" (or .json)`,
                schema: {
                  type: 'string',
                  pattern: `^attachment; filename="${area}-\\d{4}-\\d{2}-\\d{2}\\.(csv|json)"$`,
                },
              },
            },
            content: {
              'text/csv': { schema: { type: 'string' } },
              'application/json': { schema: { type: 'array', items: ref(name) } },
            },
          },
          400: answer(
            'A query the list does not accept, `range` or `total` (an export answers every record), or an unknown `format`, `header` or `locale`: errors.query says why.',
            ref('ApiError'),
          ),
          ...errors(401, 403),
        },
      },
    },
  };
}
