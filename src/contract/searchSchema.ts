import { z } from 'zod';

/*
 * The answer of `GET /v1/search` (./search.ts), one definition for the server, the OpenAPI document and the contract
 * tests. Apart from ./search.ts, which the app imports without zod.
 */
export const searchHitSchema = z
  .object({
    area: z.string().describe('The area the record belongs to: its path under /v1.'),
    id: z.number().int().describe("The record's id."),
    label: z
      .string()
      .nullable()
      .describe("The record's name (the field that names its area's records); null when the caller's role hides it."),
    matched: z.string().describe('The search field that matched best.'),
  })
  .strict();

export const searchAnswerSchema = z
  .array(searchHitSchema)
  .describe("Best match first; at most `limit` records of each area the caller's role may read.");

export type SearchHit = z.infer<typeof searchHitSchema>;
