import { SUMMARY_PATH } from '@/contract/summary';
import { summarySchema } from '@/contract/summarySchema';
import { answer, errors, jsonContent, ref } from './components';
import { jsonSchemaOf } from './schemas';
import type { PathItem, Schema, Tag } from './types';

/* GET /v1/summary (server/areas/summary.ts), from the schema it answers with (src/contract/summary.ts). */

export const SUMMARY_TAG: Tag = {
  name: 'Summary',
  description: 'Every management area at a glance, as the home page shows it.',
};

export const summarySchemas = (): Record<string, Schema> => ({ Summary: jsonSchemaOf(summarySchema, 'output') });

export function summaryPaths(): Record<string, PathItem> {
  return {
    [`/v1${SUMMARY_PATH}`]: {
      get: {
        tags: [SUMMARY_TAG.name],
        operationId: 'getSummary',
        summary: 'Count and latest change of every area',
        description:
          "For each area the caller's role may list: how many live records it holds (as its unfiltered list counts them) and when the latest of them changed. An area the role may not list is left out. Takes no query parameters.",
        responses: {
          200: { description: 'The areas, in menu order.', content: jsonContent(ref('Summary')) },
          400: answer('A query parameter: errors.query names it.', ref('ApiError')),
          ...errors(401),
        },
      },
    },
  };
}
