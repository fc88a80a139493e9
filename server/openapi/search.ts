import {
  DEFAULT_HITS_PER_AREA,
  MAX_HITS_PER_AREA,
  MAX_SEARCH_CHARS,
  MIN_SEARCH_CHARS,
  SEARCH_PATH,
} from '@/contract/search';
import { searchAnswerSchema } from '@/contract/searchSchema';
import { API_ERRORS } from '@/contract/types';
import { answer, errors, jsonContent, ref } from './components';
import { jsonSchemaOf } from './schemas';
import type { PathItem, Schema, Tag } from './types';

/* GET /v1/search (server/areas/search.ts), from the schema it answers with (src/contract/searchSchema.ts). */

export const SEARCH_TAG: Tag = {
  name: 'Search',
  description: 'Records of every area at once, as the navbar search finds them.',
};

export const searchSchemas = (): Record<string, Schema> => ({ SearchHits: jsonSchemaOf(searchAnswerSchema, 'output') });

export function searchPaths(): Record<string, PathItem> {
  return {
    [`/v1${SEARCH_PATH}`]: {
      get: {
        tags: [SEARCH_TAG.name],
        operationId: 'search',
        summary: 'Find records in every area',
        description:
          "The live records of every area the caller's role may read (and within it, the records its conditions reach) " +
          'whose search fields contain `q`, case-insensitively, as each list\'s `filter={"q":…}` does; fields the role ' +
          'hides and secrets are not searched, nor is the audit trail. Ranked by trigram similarity to `q` (whole words, ' +
          'then shorter values, first); `matched` names the field that matched best.',
        parameters: [
          {
            name: 'q',
            in: 'query',
            required: true,
            description: `The text to find: ${MIN_SEARCH_CHARS} to ${MAX_SEARCH_CHARS} characters, blanks around it ignored.`,
            schema: { type: 'string', minLength: MIN_SEARCH_CHARS, maxLength: MAX_SEARCH_CHARS },
          },
          {
            name: 'limit',
            in: 'query',
            description: 'At most this many records of each area.',
            schema: { type: 'integer', minimum: 1, maximum: MAX_HITS_PER_AREA, default: DEFAULT_HITS_PER_AREA },
          },
        ],
        responses: {
          200: { description: 'The records found, best first.', content: jsonContent(ref('SearchHits')) },
          400: answer(
            `\`${API_ERRORS.searchTooShort}\` for a \`q\` shorter than ${MIN_SEARCH_CHARS} characters; \`${API_ERRORS.badSearchQuery}\` for another parameter, a second one, or a \`limit\` out of range. errors.query says why.`,
            ref('ApiError'),
          ),
          ...errors(401),
        },
      },
    },
  };
}
