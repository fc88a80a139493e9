import { z } from 'zod';

/*
 * The answer of `GET /v1/summary` (./summary.ts), one definition for the server, the OpenAPI document and the
 * contract tests. Apart from ./summary.ts, which the app imports without zod.
 */
export const areaSummarySchema = z
  .object({
    name: z.string().describe('The area: its path under /v1 and its permission subject.'),
    total: z.number().int().min(0).describe('Its live records, as its unfiltered list counts them (the trash not).'),
    updatedAt: z.iso
      .datetime()
      .nullable()
      .describe('When its most recently changed live record changed; null while it has none.'),
  })
  .strict();

export const summarySchema = z
  .object({ areas: z.array(areaSummarySchema).describe('In menu order.') })
  .strict()
  .describe('Every area the caller may list, with its count and its latest change.');

export type AreaSummary = z.infer<typeof areaSummarySchema>;
export type Summary = z.infer<typeof summarySchema>;
